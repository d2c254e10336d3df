import type { FloorItem } from '@/schemas/content';
import { type FloorVersion, floors } from './build';

export const floorsEn: Record<FloorVersion, FloorItem[]> = {
  earlier: floors('earlier', [
    [
      '#OldMemories',
      'Floors of memory',
      'A grandmother’s wooden floor, the terrazzo of a school corridor, the tiles of a bathhouse: on floors we have all walked, visitors met again the memories a space holds.',
    ],
    [
      '#PatternDesigner',
      'The pattern designer’s studio',
      'Visitors followed a pattern designer’s sketch on its way to becoming a real material, then made goods with a pattern of their own.',
    ],
    [
      '#MediaArt',
      'A room where surfaces move',
      'Inside media art that filled every wall and floor, the grain of stone, wood and cloth came back to life as light and sound.',
    ],
  ]),
  persona: floors('persona', [
    [
      '#Photo',
      'A space that stays as one frame',
      'In the photo zone dressed in the 2025 theme colours, visitors kept a picture of themselves that day. We had picked the spots where light and material looked their best.',
    ],
    [
      '#Experience',
      'Trends read by the fingertips',
      'The experience floor, where visitors touched and compared materials and found their own combination through drawing and making keepsakes. Docent tours started on this floor.',
    ],
    [
      '#Next',
      'A preview of the next space',
      'Visitors imagined the next year’s spaces in the media art room and the lounge, and rested a while at the tasting zone.',
    ],
  ]),
  ep1: floors('ep1', [
    [
      '#FirstLook',
      'The entrance to SOFTWHERE',
      'The entrance floor where the three scenes of SOFTWHERE were revealed for the first time. At the colour and texture sample wall, visitors met the mood of 2023 first.',
    ],
    [
      '#Senses',
      'An exhibition to touch',
      'Visitors touched curved walls, sand plaster and fabric panels, and felt the moment a material became a sense.',
    ],
    [
      '#Rest',
      'The White Night lounge',
      'A floor for rest, where visitors looked back on the exhibition over a cup of tea in a blue-white lounge.',
    ],
  ]),
  ep3: floors('ep3', [
    [
      '#Evoke',
      'A room that calls up feeling',
      'Visitors met the first feeling of ME:nimal in a room of skin-toned colours and rounded furniture.',
    ],
    [
      '#Ore',
      'The workbench of essence',
      'A floor where visitors held stone and metal samples side by side and compared them.',
    ],
    [
      '#Find',
      'The shelves of discovery',
      'Before wooden shelves filled with material samples, visitors recorded the combinations they found in drawings, then rested at the tasting zone.',
    ],
  ]),
};

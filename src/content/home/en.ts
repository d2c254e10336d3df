import type { FloorItem } from '@/schemas/content';
import { type FloorVersion, floors } from './build';

export const floorsEn: Record<FloorVersion, FloorItem[]> = {
  earlier: floors('earlier', [
    [
      '#OldMemories',
      'Floors of memory',
      'Your grandmother’s wooden floor, the terrazzo of a school corridor, the tiles of a bathhouse. Meet again the memories a space holds, on floors we have all walked.',
    ],
    [
      '#PatternDesigner',
      'The pattern designer’s studio',
      'Follow a pattern designer’s sketch on its way to becoming a real material, then make goods with a pattern of your own.',
    ],
    [
      '#MediaArt',
      'A room where surfaces move',
      'Inside media art that fills every wall and floor, the grain of stone, wood and cloth comes back to life as light and sound.',
    ],
  ]),
  persona: floors('persona', [
    [
      '#Photo',
      'A space that stays as one frame',
      'Take a picture of today’s you in the photo zone dressed in the 2025 theme colours. We picked the spots where light and material look their best.',
    ],
    [
      '#Experience',
      'Trends read by the fingertips',
      'Touch and compare materials, then find your own combination through drawing and goods making. Docent tours start on this floor.',
    ],
    [
      '#Next',
      'A preview of the next space',
      'Imagine next year’s spaces in the media art room and the lounge, and take a break at the tasting zone.',
    ],
  ]),
  ep1: floors('ep1', [
    [
      '#FirstLook',
      'The entrance to SOFTWHERE',
      'The entrance floor where the three scenes of SOFTWHERE are revealed for the first time. Feel the mood of the year at the colour and texture sample wall.',
    ],
    [
      '#Senses',
      'An exhibition you touch',
      'Touch curved walls, sand plaster and fabric panels, and experience the moment a material becomes a sense.',
    ],
    [
      '#Rest',
      'The White Night lounge',
      'A floor for rest: look back on the exhibition over a cup of tea in a blue-white lounge.',
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

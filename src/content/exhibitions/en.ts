import type { Exhibition } from '@/schemas/content';
import { buildExhibition, type ProgrammeCopy } from './build';

/** The ended shows' docent tours: booked online at EP.03 (its event keeps them), taken at the venue at the others. */
const docentOnSite: ProgrammeCopy = [
  'docent',
  'Docent tour',
  'Visitors walked all three floors with an expert docent in about 30 minutes.',
  'Tours left on the hour, 15 people each, taken first come, first served at the venue with no online sign-up.',
];
const docentBooked: ProgrammeCopy = [
  'docent',
  'Docent tour',
  'Visitors walked all three floors with an expert docent in about 30 minutes.',
  'Tours left twice a day (14:00, 16:00), 15 people each. They were booked online, and booking a tour signed visitors up for attendance too.',
];
/** EP.02's and EP.04's online seminars, each with its event (seminar-2023, seminar-2025); EP.01 and EP.03
 * held none, and list none (the tenth review found them claimed with no record behind them). */
const seminar: ProgrammeCopy = [
  'seminar',
  'Online seminar',
  'A live seminar brought the design theme to those who could not visit.',
  'Free for every member to watch.',
];

export const exhibitionsEn: Record<Exhibition['slug'], Exhibition> = {
  popupep4: buildExhibition('popupep4', {
    title: 'EP.04 SY(E)NERGY Pop-up',
    subtitle: 'Three floors where three energies meet',
    intro:
      'Our fourth pop-up exhibition unfolded the 2025 design theme SY(E)NERGY over three floors: Photo, Experience and Next. Visitors took a picture that looked like them, touched the materials and met the next space first.',
    hours: '11 am – 8 pm (last entry 7:30 pm)',
    venue: 'Studio Gyeol, Seongsu · 77 Seongsui-ro, Seongdong-gu, Seoul',
    admission: 'Free · priority entry with online application',
    heroAlt: 'The EP.04 entrance dressed in orange and navy',
    programmes: [
      docentOnSite,
      [
        'goods',
        'Keepsake workshop',
        'Visitors made a key ring and coaster from offcuts in the 2025 theme colours.',
        'Experience zone, 2F, about 20 minutes. Visitors took what they made home as a keepsake; none was sold.',
      ],
      [
        'drawing',
        'Drawing session',
        'A drawing table where visitors sketched their own space from material cards.',
        '2F, drop-in. Finished drawings hung on the wall for the rest of the show.',
      ],
      [
        'tasting',
        'Tasting zone',
        'A place to rest with drinks that turned the three themes into flavours.',
        'Lounge, 3F, one drink per person.',
      ],
      [
        'mediaart',
        'Media art',
        'Visitors walked the night sky of Cosmos in projections that filled walls and floor.',
        '3F, screenings every 15 minutes.',
      ],
      seminar,
    ],
    photos: [],
  }),
  popupep3: buildExhibition('popupep3', {
    title: 'EP.03 ME:nimal Pop-up',
    subtitle: 'Walking a minimalism centred on the self',
    intro:
      'Our third pop-up exhibition gave each floor to one theme of the 2024 ME:nimal: Evoke, Ore and Find, along a route up from feeling to essence and from essence to discovery.',
    hours: '11 am – 7 pm (last entry 6:30 pm)',
    venue: 'Studio Gyeol, Seongsu · 77 Seongsui-ro, Seongdong-gu, Seoul',
    admission: 'Free · priority entry with online application',
    heroAlt: 'The EP.03 stair, climbing from the beige ground floor to the grey floor above',
    programmes: [
      docentBooked,
      [
        'goods',
        'Keepsake workshop',
        'Visitors made their own magnet from stone-pattern offcuts.',
        '2F, about 15 minutes. The goods made there were never sold.',
      ],
      [
        'drawing',
        'Drawing session',
        'Visitors drew the material combination they found in front of the Find shelves.',
        '3F, drop-in.',
      ],
      [
        'tasting',
        'Tasting zone',
        'Warm teas were served in the colours of Evoke.',
        '3F, one drink per person.',
      ],
      [
        'mediaart',
        'Media art',
        'An Ore video installation showed slowly moving cross-sections of rock.',
        '2F, running continuously.',
      ],
    ],
    photos: [],
  }),
  popupep2: buildExhibition('popupep2', {
    title: 'EP.02 Surfaces of Memory',
    subtitle: 'Old memories, a pattern designer and media art',
    intro:
      'Our second pop-up exhibition told the 2023 design theme SOFTWHERE through old memories, a pattern designer and media art. It brought out the memories held in the surfaces we have walked on and touched: visitors climbed three floors, from the old floors of 1F to a pattern designer’s studio on 2F and media art on 3F, and met the past and future of materials.',
    hours: '11 am – 8 pm (last entry 7:30 pm)',
    venue: 'Studio Gyeol, Seongsu · 77 Seongsui-ro, Seongdong-gu, Seoul',
    admission: 'Free · priority entry with online application',
    heroAlt: 'The first floor of EP.02, where terrazzo runs into wooden boards',
    programmes: [
      docentOnSite,
      [
        'goods',
        'Keepsake workshop',
        'Visitors made a pouch with their own pattern from the pattern designer’s templates.',
        '2F, about 25 minutes. The goods made there were never sold.',
      ],
      [
        'drawing',
        'Drawing session',
        'A drawing wall gathered the floor patterns visitors remembered.',
        '1F, drop-in.',
      ],
      [
        'tasting',
        'Tasting zone',
        'Drinks reinterpreted the menu of an old tea house.',
        'Lounge, 1F, one drink per person.',
      ],
      [
        'mediaart',
        'Media art',
        'Immersive projections set the grain of stone, wood and terrazzo moving as light and sound.',
        '3F, screenings every 10 minutes.',
      ],
      seminar,
    ],
    photos: [],
    gallery: [
      [
        'The entrance under its wooden EP.02 sign, with the notice board beside it',
        'Entrance: the door into Surfaces of Memory',
      ],
      ['The first room on 1F, recreating a grandmother’s wooden floor', '1F: a grandmother’s wooden floor'],
      ['An old bathhouse wall covered in small tiles', '1F: memories of bathhouse tiles'],
      ['A school corridor with terrazzo floor and lockers', '1F: the terrazzo of a school corridor'],
      [
        'A drawing wall filling with floor patterns, crayons on a low table before it',
        '1F: drawing the floors we remember',
      ],
      ['Glasses of drinks reinterpreting an old tea-house menu', '1F: drinks at the tasting zone'],
      ['Pattern tiles on the stairs up to 2F', 'Stairs: a pattern between floors'],
      ['A pattern designer’s desk covered with templates', '2F: the pattern designer’s desk'],
      ['A close view of coloured pencils and pattern paper on the workbench', '2F: from sketch to material'],
      ['A wall of pattern samples waiting to be printed', '2F: pattern samples waiting for print'],
      ['A finished floor sample beside its original sketch', '2F: the sketch and the finished product'],
      ['Fabric pieces for pouches laid out on a green cutting mat', '2F: keepsake workshop'],
      ['A table of finished pattern pouches', '2F: finished pattern pouches'],
      ['The docent tour’s bench before three material panels', '2F: where the docent tour stops'],
      ['The dark passage into the 3F media art room', '3F: the way into the media art'],
      ['Wood-grain projections filling the walls, mirrored in the dark floor', '3F: moving wood grain'],
      ['Projections of stone grain flowing like water', '3F: flowing stone'],
      ['Terrazzo’s stone chips magnified and projected on the walls and floor', '3F: scattered terrazzo'],
      ['A black bench before a projection of flowing stone grain', '3F: a seat inside the projection'],
      ['A guestbook wall where visitors left notes', '3F: the guestbook wall'],
      [
        'An orange arch wall with instant photos pinned on either side and a terrazzo bench beneath it',
        'Last day: the arch of instant photos',
      ],
    ],
  }),
  popupep1: buildExhibition('popupep1', {
    title: 'EP.01 SOFTWHERE Pop-up',
    subtitle: 'The first place where soft things stay',
    intro:
      'Our first pop-up exhibition unveiled the 2023 design theme SOFTWHERE. The three scenes of Scenesory, Monologue and White Night were spread over three floors to see, to touch and to rest in.',
    hours: '11 am – 7 pm (last entry 6:30 pm)',
    venue: 'Studio Gyeol, Seongsu · 77 Seongsui-ro, Seongdong-gu, Seoul',
    admission: 'Free · priority entry with online application',
    heroAlt: 'A curved coral wall greeting visitors at the EP.01 entrance',
    programmes: [
      docentOnSite,
      [
        'goods',
        'Keepsake workshop',
        'Visitors made a small bookmark from fabric-panel offcuts.',
        '2F, about 15 minutes. The goods made there were never sold.',
      ],
      [
        'drawing',
        'Drawing session',
        'Visitors picked one of the three scenes and drew it as their own room.',
        '1F, drop-in.',
      ],
      [
        'tasting',
        'Tasting zone',
        'A blue drink was served in the White Night lounge.',
        '3F, one drink per person.',
      ],
      [
        'mediaart',
        'Media art',
        'An installation in which the single beam of light of Monologue slowly moved.',
        '2F, running continuously.',
      ],
    ],
    photos: [],
  }),
};

export const exhibitionCommonEn = {
  rules: [
    {
      key: 'parking' as const,
      title: 'No parking',
      desc: 'The venue has no parking. It is a 7-minute walk from exit 3 of Seongsu Station; please come by public transport.',
    },
    {
      key: 'luggage' as const,
      title: 'No luggage storage',
      desc: 'There is no cloakroom. Please use the lockers at a nearby station for large bags.',
    },
    {
      key: 'id' as const,
      title: 'ID check',
      desc: 'We check every visitor’s ID at the entrance; for those who applied in advance, it also confirms that you are the applicant.',
    },
    {
      key: 'goods' as const,
      title: 'Goods are not for sale',
      desc: 'All goods handed out at the exhibition and workshops are gifts and are never sold.',
    },
    {
      key: 'photo' as const,
      title: 'Photos welcome',
      desc: 'Take photos and share them freely on every floor. Please avoid flash and tripods out of consideration for other visitors.',
    },
  ],
  notes: [
    'Signing up for a docent tour automatically signs you up for attendance too.',
    'You can visit without applying, but walk-in visitors may miss out on the visitor’s gift.',
  ],
};

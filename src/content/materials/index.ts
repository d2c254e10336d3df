import type { MaterialCopy, MaterialEntry } from '@/schemas/material-rules';

/**
 * The embedded default's materials catalogue (issue 50, decision 042), read only by the seed: the
 * 2025 and 2024 themes' materials, named once. The 2025 Collection had named six of them as products
 * ("네뷸라 테라조") while the theme pages and the lookbook called them by kind ("다크 테라조"); the
 * product name is now the name everywhere and the kind is its family.
 */
type Row = [
  key: string,
  /** MS-{year}{theme letter}{nn}: a consonant, never O (Ooparts is P, Ore R; an O read as a zero). */
  code: string,
  theme: string,
  size: string,
  image: string,
  ko: MaterialCopy,
  en: MaterialCopy,
];

const c = (name: string, family: string, finish: string, desc: string, alt = ''): MaterialCopy => ({
  name,
  family,
  finish,
  desc,
  alt,
});
const finishShot = (theme: string, n: number) => `/images/themes/${theme}-finish-${n}.webp`;
const productShot = (key: string) => `/images/collection/${key}.webp`;

const ROWS_2025: Row[] = [
  [
    'volt-line',
    'MS-25B01',
    'boost',
    '1220 × 2440 mm',
    productShot('volt-line'),
    c(
      '스피드 라인 패널',
      '브러시드 알루미늄 패널',
      '헤어라인 무광',
      '한 방향으로 낸 결이 빛을 길게 끌어 벽에 속도감을 줍니다.',
      '헤어라인 결이 보이는 남색 금속 패널',
    ),
    c(
      'Speed Line Panel',
      'Brushed aluminium panel',
      'Hairline matte',
      'A one-way grain draws light along the wall and gives it a sense of speed.',
      'A navy metal panel with a visible hairline grain',
    ),
  ],
  [
    'track-floor',
    'MS-25B02',
    'boost',
    '600 × 600 mm',
    productShot('track-floor'),
    c(
      '트랙 플로어',
      '고밀도 탄성 바닥재',
      '미세 엠보',
      '걸음마다 충격을 흡수해 오래 서 있는 작업 공간과 매장을 편하게 만듭니다.',
      '주황색 줄이 들어간 남색 바닥 타일',
    ),
    c(
      'Track Floor',
      'High-density resilient floor',
      'Fine emboss',
      'Absorbs impact with every step, easing workspaces and shops where people stand for long hours.',
      'Navy floor tiles with an orange stripe',
    ),
  ],
  [
    'signal-core',
    'MS-25B03',
    'boost',
    '1220 × 2440 mm',
    finishShot('boost', 3),
    c(
      '시그널 코어',
      '컬러 코어 라미네이트',
      '소프트 터치',
      '단면까지 색이 든 상판으로, 모서리에서 강조색이 선처럼 드러납니다.',
      '라임색 단면이 보이는 회색 상판의 모서리',
    ),
    c(
      'Signal Core',
      'Colour-core laminate',
      'Soft touch',
      'Coloured right through, so the accent shows as a fine line at every edge.',
      'The edge of a grey worktop showing its lime core',
    ),
  ],
  [
    'nebula-terrazzo',
    'MS-25C01',
    'cosmos',
    '800 × 800 mm',
    productShot('nebula-terrazzo'),
    c(
      '네뷸라 테라조',
      '다크 테라조',
      '무광 연마',
      '짙은 보랏빛 바탕에 흰색과 연보라색 대리석 골재, 작은 금빛 입자가 별처럼 흩어진 대형 테라조 타일입니다.',
      '금빛 입자가 흩어진 짙은 보라색 테라조',
    ),
    c(
      'Nebula Terrazzo',
      'Dark terrazzo',
      'Matte honed',
      'Large-format terrazzo: white and pale violet marble aggregate and fine gold flecks scattered like stars across a deep violet ground.',
      'Dark violet terrazzo scattered with gold particles',
    ),
  ],
  [
    'starlight-pearl',
    'MS-25C02',
    'cosmos',
    '1060 mm × 15.6 m',
    productShot('starlight-pearl'),
    c(
      '스타라이트 펄',
      '펄 코팅 벽지',
      '은은한 펄',
      '보는 각도에 따라 미세하게 빛나며 저조도에서 깊이를 더합니다.',
      '은은하게 빛나는 보라색 펄 벽지',
    ),
    c(
      'Starlight Pearl',
      'Pearl-coated wallcovering',
      'Soft pearl',
      'Glints faintly as you move and adds depth in low light.',
      'A softly shimmering violet pearl wallcovering',
    ),
  ],
  [
    'dusk-glass',
    'MS-25C03',
    'cosmos',
    '1200 × 2400 mm',
    finishShot('cosmos', 3),
    c(
      '더스크 글라스',
      '스모크 글라스',
      '반투명',
      '빛을 부드럽게 걸러 공간에 우주적인 어스름을 만듭니다.',
      '푸른 빛이 흐릿하게 비치는 스모크 글라스',
    ),
    c(
      'Dusk Glass',
      'Smoke glass',
      'Translucent',
      'Filters light gently and gives the room a cosmic dusk.',
      'Smoke glass with a blue light blurred behind it',
    ),
  ],
  [
    'desert-travertine',
    'MS-25P01',
    'ooparts',
    '600 × 1200 mm',
    productShot('desert-travertine'),
    c(
      '데저트 트래버틴',
      '트래버틴 패턴 타일',
      '구멍을 채우지 않은 혼드 마감',
      '구멍 난 석회암의 질감을 살린 포세린 타일로, 오래된 유적의 바닥을 떠올리게 합니다.',
      '작은 구멍이 있는 모래색 석재 타일',
    ),
    c(
      'Desert Travertine',
      'Travertine-pattern tile',
      'Honed, pits left unfilled',
      'Porcelain tile that keeps the pitted texture of limestone, recalling the floors of ancient ruins.',
      'Sand-coloured stone tiles with small pits',
    ),
  ],
  [
    'rust-sheet',
    'MS-25P02',
    'ooparts',
    '1220 × 2440 mm',
    productShot('rust-sheet'),
    c(
      '러스트 시트',
      '산화 철판 시트',
      '러스트 이펙트',
      '녹의 색과 얼룩을 재현하면서도 묻어나지 않게 마감한 금속 시트입니다.',
      '붉은 녹 무늬가 있는 금속 시트',
    ),
    c(
      'Rust Sheet',
      'Oxidised steel sheet',
      'Rust effect',
      'A metal sheet that reproduces the colour and stains of rust, sealed so nothing rubs off.',
      'A metal sheet with a red rust pattern',
    ),
  ],
  [
    'clay-plaster',
    'MS-25P03',
    'ooparts',
    '600 × 1200 mm',
    finishShot('ooparts', 3),
    c(
      '클레이 플라스터',
      '흙 미장 패널',
      '수작업 질감',
      '손자국이 남은 흙 질감이 정밀한 선 사이에서 온기를 더합니다.',
      '손자국이 남은 흙 미장 패널',
    ),
    c(
      'Clay Plaster',
      'Clay plaster panel',
      'Hand texture',
      'The handprints in the clay add warmth between the precise lines.',
      'A clay plaster panel with handprints in it',
    ),
  ],
];

const ROWS_2024: Row[] = [
  [
    'velvet-touch',
    'MS-24E01',
    'evoke',
    '',
    finishShot('evoke', 1),
    c('벨벳 터치 도장', '벽 도장', '극무광', '손에 닿으면 부드러운 촉감이 남아 벽을 만지고 싶어지게 합니다.'),
    c(
      'Velvet-touch paint',
      'Wall paint',
      'Ultra matte',
      'Leaves a soft feel under the hand; you will want to touch the wall.',
    ),
  ],
  [
    'round-edge-wood',
    'MS-24E02',
    'evoke',
    '',
    finishShot('evoke', 2),
    c(
      '라운드 엣지 원목',
      '원목 가구재',
      '오일 마감',
      '모서리를 둥글게 다듬어 시선과 손이 편하게 흐르도록 했습니다.',
    ),
    c(
      'Round-edge solid wood',
      'Solid wood joinery',
      'Oiled',
      'Rounded edges let the eye and the hand flow easily.',
    ),
  ],
  [
    'linen-blend',
    'MS-24E03',
    'evoke',
    '',
    finishShot('evoke', 3),
    c(
      '린넨 블렌드 패브릭',
      '패브릭',
      '내추럴 슬럽',
      '불규칙한 실의 굵기가 단정한 공간에 작은 표정을 만듭니다.',
    ),
    c(
      'Linen-blend fabric',
      'Fabric',
      'Natural slub',
      'Irregular yarn thickness gives a tidy room a small expression.',
    ),
  ],
  [
    'split-face-stone',
    'MS-24R01',
    'ore',
    '',
    finishShot('ore', 1),
    c(
      '스플릿 페이스 스톤 패널',
      '석재 패널',
      '쪼갠 면',
      '돌을 쪼갠 듯한 거친 면이 빛에 따라 깊은 그림자를 만듭니다.',
    ),
    c(
      'Split-face stone panel',
      'Stone panel',
      'Split face',
      'A rough, split surface that casts deep shadows as the light moves.',
    ),
  ],
  [
    'graphite-slab',
    'MS-24R02',
    'ore',
    '',
    finishShot('ore', 2),
    c(
      '그라파이트 세라믹 슬랩',
      '세라믹 슬랩',
      '새틴',
      '대형 판재로 이음선 없이 넓은 면을 단단하게 덮습니다.',
    ),
    c(
      'Graphite ceramic slab',
      'Ceramic slab',
      'Satin',
      'Large-format slabs cover wide areas firmly, without joints.',
    ),
  ],
  [
    'copper-inlay',
    'MS-24R03',
    'ore',
    '',
    finishShot('ore', 3),
    c('구리 인레이', '금속 인레이', '브러시드', '석재 사이를 가로지르는 가는 금속선이 광맥처럼 흐릅니다.'),
    c('Copper inlay', 'Metal inlay', 'Brushed', 'Fine metal lines crossing the stone run like veins of ore.'),
  ],
  [
    'modular-shelving',
    'MS-24F01',
    'find',
    '',
    finishShot('find', 1),
    c(
      '모듈 선반 시스템',
      '선반',
      '애시 원목',
      '높이와 구성을 바꿀 수 있어 취향이 바뀔 때마다 공간도 함께 변합니다.',
    ),
    c(
      'Modular shelving system',
      'Shelving',
      'Solid ash',
      'Change height and layout, and the room changes as your taste does.',
    ),
  ],
  [
    'ribbed-glass',
    'MS-24F02',
    'find',
    '',
    finishShot('find', 2),
    c('리브드 글라스', '유리', '세로 골', '시선을 부드럽게 가리면서 빛은 그대로 통과시킵니다.'),
    c(
      'Ribbed glass',
      'Glass',
      'Vertical flutes',
      'Softly screens the view while letting the light straight through.',
    ),
  ],
  [
    'sand-vinyl',
    'MS-24F03',
    'find',
    '',
    finishShot('find', 3),
    c(
      '샌드 톤 비닐 타일',
      '비닐 타일',
      '스톤 텍스처',
      '가볍고 교체가 쉬워 공간을 자유롭게 다시 짤 수 있습니다.',
    ),
    c(
      'Sand-tone vinyl tile',
      'Vinyl tile',
      'Stone texture',
      'Light and easy to replace, so you can rearrange the room freely.',
    ),
  ],
];

const entries = (year: number, rows: Row[]): (MaterialEntry & { position: number })[] =>
  rows.map(([key, code, theme, size, image, ko, en], i) => ({
    key,
    code,
    year,
    theme,
    size,
    image,
    ko,
    en,
    position: i,
  }));

/** The catalogue the seed writes once. */
export const MATERIALS = [...entries(2025, ROWS_2025), ...entries(2024, ROWS_2024)];

/** Each theme's materials, in its story page's order (the seed's theme stories refer to these). */
export const themeMaterials = (theme: string): string[] =>
  MATERIALS.filter((m) => m.theme === theme).map((m) => m.key);

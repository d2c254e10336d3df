import type { DesignTheme, ThemeStory } from '@/schemas/content';
import { build2023, buildStory, summaries } from './build';

export const storiesEn: Record<ThemeStory['key'], ThemeStory> = {
  boost: buildStory('boost', {
    collection: '2025 SY(E)NERGY',
    name: 'Boost',
    tagline: 'Energy that restarts a room that stood\u00a0still',
    heroAlt:
      'A stair hall climbing beside a tall window: navy treads with lime nosings, an orange handrail on aluminium balusters, a hairline aluminium wall',
    concept: {
      title: 'Surfaces with speed',
      body: [
        'Boost puts rhythm back into days where work and rest have blurred together. High-contrast colours borrowed from running tracks and city signals point the way across a calm metal ground.',
        'Brushed metal whose grain appears in the light, dense flooring that returns energy underfoot and smooth coatings under the fingertips add movement to a space. It starts from a simple idea: the places we stay longest need a little spark.',
      ],
    },
    keywords: ['Acceleration', 'Contrast', 'Rebound', 'Direction'],
    palette: [
      ['Midnight Track', 'Ground · large wall and floor areas'],
      ['Ignite Orange', 'Accent · routes and handles'],
      ['Volt Lime', 'Signal · small highlights'],
      ['Alloy Grey', 'Support · metal details'],
      ['Cool White', 'Space · ceilings and textiles'],
    ],
    images: [
      [
        'A navy workspace with an orange line crossing the floor',
        'An Ignite Orange line following the route',
      ],
      ['Light stretching across a hairline metal wall panel', 'Brushed aluminium pulling the light along'],
      ['The edge of a grey worktop revealing a lime core', 'The colour core showing at the edge'],
    ],
    quote: 'The clearest energy, for the places we stay longest.',
  }),
  cosmos: buildStory('cosmos', {
    collection: '2025 SY(E)NERGY',
    name: 'Cosmos',
    tagline: 'Depth without end, surfaces that glow quietly',
    heroAlt:
      'A violet lounge at dusk behind drawn voile: a dark terrazzo floor that glints like stars, an indigo velvet sofa and a brass floor lamp',
    concept: {
      title: 'A night sky in the room',
      body: [
        'Cosmos brings the deep quiet at the end of a busy day onto a surface. Aggregate dotted across an indigo-violet ground and a soft pearl glow slowly, like the night sky.',
        'Matte areas that absorb light and small particles that return it talk to each other within one material. Dim the lights and the surface comes alive; brighten them and it steps back, neat and calm.',
      ],
    },
    keywords: ['Depth', 'Sparkle', 'Stillness', 'Immersion'],
    palette: [
      ['Deep Space', 'Ground · walls and ceiling'],
      ['Nebula Purple', 'Mid-tone · furniture and textiles'],
      ['Starlight Blue', 'Accent · lighting and highlights'],
      ['Dust Gold', 'Metal · hardware'],
      ['Luna White', 'Space · bedding and curtains'],
    ],
    images: [
      [
        'A dark terrazzo floor sparkling like stars under low light',
        'Aggregate that comes alive when the lights go down',
      ],
      ['A bedroom corner with a violet wall and a gold lamp', 'Nebula Purple with Dust Gold'],
      [
        'A violet lounge chair, a stone side table and a blue light line seen through a smoke-glass partition',
        'Smoke glass filtering the light',
      ],
    ],
    quote: 'A room that sees further the lower the lights.',
  }),
  ooparts: buildStory('ooparts', {
    collection: '2025 SY(E)NERGY',
    name: 'Ooparts',
    tagline: 'Surfaces like artefacts that travelled against time',
    heroAlt:
      'Ooparts theme: a travertine hall in the late sun, a weathering-steel panel on a clay wall above a long basalt bench',
    concept: {
      title: 'Artefacts between past and future',
      body: [
        'Ooparts takes its name from out-of-place artefacts. The texture of stone thousands of years old meets precisely machined modern lines, and the era of the room becomes impossible to place.',
        'Rough limestone, oxidised metal and the colour of hand-shaped clay meet smooth geometric forms. Rather than separating old from new, it celebrates the strength of materials that outlast time.',
      ],
    },
    keywords: ['Artefact', 'Time', 'Texture', 'Precision'],
    palette: [
      ['Desert Sand', 'Ground · walls and floors'],
      ['Amber Clay', 'Mid-tone · furniture and timber'],
      ['Moss Olive', 'Support · textiles'],
      ['Basalt', 'Weight · bases and frames'],
      ['Rust Red', 'Accent · metal highlights'],
    ],
    images: [
      ['A black round plinth on pitted sand-coloured stone', 'Travertine against basalt'],
      ['A rusted red metal sheet leaning on a clay wall', 'Metal and earth that wear their age'],
      ['A bright living room with olive cloth and amber wood', 'Everyday objects that look like artefacts'],
    ],
    quote: 'The oldest textures make the newest scenes.',
  }),
  evoke: buildStory('evoke', {
    collection: '2024 ME:nimal',
    name: 'Evoke',
    tagline: 'Feelings that sharpen as you take away',
    heroAlt: 'Evoke theme: a pinkish beige wall with rounded wooden furniture',
    concept: {
      title: 'A minimum that looks like me',
      body: [
        'Evoke is the first story of ME:nimal. It reads minimalism not as emptiness but as the habit of keeping only the feelings you truly need.',
        'Warm colours close to skin tones, soft curves under the hand and matte surfaces that hold the light bring a kind feeling into a room of few words.',
      ],
    },
    keywords: ['Emotion', 'Curve', 'Warmth', 'Restraint'],
    palette: [
      ['Skin Beige', 'Ground · walls'],
      ['Rose Clay', 'Mid-tone · textiles'],
      ['Cocoa Wood', 'Weight · furniture'],
      ['Espresso', 'Line · frames'],
      ['Cream Linen', 'Space · ceilings and curtains'],
    ],
    images: [
      ['A round wooden stool against a beige wall', 'Rounded edges and velvet paint'],
      ['Window light spreading through linen curtains', 'Linen holding the light'],
      ['A low sofa with rose-clay cushions', 'A kind colour in a quiet room'],
    ],
    quote: 'Own less, feel more.',
  }),
  ore: buildStory('ore', {
    collection: '2024 ME:nimal',
    name: 'Ore',
    tagline: 'An essence as hard and honest as ore',
    heroAlt:
      'Ore theme: a wall of split-face grey stone crossed by one course of copper like a vein, a honed graphite bench with a copper vessel before it',
    concept: {
      title: 'Beauty before processing',
      body: [
        'Ore begins with materials as they are before processing: the hardness and weight of raw ore. Where decoration is stripped away, the density of the material itself remains.',
        'Dark stone, roughly split faces and veins of metal cast deep shadows under calm lighting. We chose honest materials that become more beautiful with use.',
      ],
    },
    keywords: ['Essence', 'Density', 'Honesty', 'Weight'],
    palette: [
      ['Graphite', 'Ground · walls and floors'],
      ['Slate Grey', 'Mid-tone · furniture'],
      ['Bronze Sand', 'Support · timber'],
      ['Ash Stone', 'Space · worktops'],
      ['Copper Vein', 'Accent · metal'],
    ],
    images: [
      ['A copper line crossing a dark stone wall', 'Copper inlay running like a vein'],
      ['A close view of a split-face grey stone panel', 'Split face deepening with the light'],
      ['A kitchen island finished in graphite slab', 'Jointless graphite slab'],
    ],
    quote: 'What remains after you take away is the essence.',
  }),
  find: buildStory('find', {
    collection: '2024 ME:nimal',
    name: 'Find',
    tagline: 'Finding a new self in familiar places',
    heroAlt:
      'Morning sun on a sand floor: a half-filled oak modular shelf against a sage green wall, a linen lounge chair and a plant by the window',
    concept: {
      title: 'Minimalism as a search',
      body: [
        'Find is about the journey to your own taste rather than a fixed answer. Empty shelves and open space are places kept for discoveries still to come.',
        'Clear greens, pale sand, light wood and translucent glass make a room that seems to breathe. We chose materials you can move and change freely, like modules.',
      ],
    },
    keywords: ['Discovery', 'Space', 'Flexibility', 'Lightness'],
    palette: [
      ['Mist White', 'Ground · walls and ceiling'],
      ['Sage Leaf', 'Mid-tone · feature walls'],
      ['Deep Forest', 'Weight · furniture frames'],
      ['Night Green', 'Line · lettering and details'],
      ['Straw Sand', 'Support · floors'],
    ],
    images: [
      ['Light wooden modular shelves, half empty', 'Space kept for discoveries'],
      ['A green wall blurred behind fluted glass', 'Glass that lets light in and keeps eyes out'],
      ['A small pot and chair on a sand-coloured floor', 'A room rearranged with ease'],
    ],
    quote: 'In the space I leave empty, I find myself.',
  }),
};

export const designThemesEn: Record<'2025' | '2024' | '2023', DesignTheme> = {
  '2025': {
    year: 2025,
    name: 'SY(E)NERGY',
    headline: 'Different energies meet and make a new kind of space',
    intro:
      'SY(E)NERGY folds synergy and energy into one word. Meet the 2025 design theme, which turns three strands of energy (speed, depth and time) into materials.',
    themes: summaries(
      [
        {
          key: 'boost',
          name: 'Boost',
          summary:
            'Strong contrast colours and metal with a living grain bring rhythm back to everyday life.',
          alt: 'A navy stair hall with lime nosings and an orange handrail',
        },
        {
          key: 'cosmos',
          name: 'Cosmos',
          summary: 'Particles scattered over a dark ground glow quietly, like a night sky.',
          alt: 'A violet lounge in the dusk light through voile, its terrazzo floor sparkling',
        },
        {
          key: 'ooparts',
          name: 'Ooparts',
          summary: 'Ancient stone meets precise lines in scenes whose era cannot be placed.',
          alt: 'Sand-coloured stone with a rusted metal fragment',
        },
      ],
      storiesEn,
    ),
    seminar: {
      title: 'Online seminar',
      desc: 'The designers and material researchers behind the 2025 design theme explained how to bring its three energies into real spaces. It was free to watch for every member.',
      // its day and hours: the programme's event (src/server/events/seed.ts)
      event: 'seminar-2025',
      sessions: [
        {
          time: '14:00',
          speaker: 'Seojin Yoon · Lead designer, Trend Lab',
          topic: 'SY(E)NERGY: reading 2025 spaces through three energies',
        },
        {
          time: '14:40',
          speaker: 'Dohyun Park · Principal researcher, Materials Lab',
          topic: 'Metal that pulls light, aggregate that holds it',
        },
        {
          time: '15:20',
          speaker: 'Haram Lee · Interior designer',
          topic: 'Boost, Cosmos and Ooparts on site, with Q&A',
        },
      ],
    },
  },
  '2024': {
    year: 2024,
    name: 'ME:nimal',
    headline: 'A new minimalism with me at the centre',
    intro:
      'ME:nimal joins me and minimal. It proposes three kinds of minimalism built around your own feelings, essence and discoveries rather than someone else’s rules.',
    themes: summaries(
      [
        {
          key: 'evoke',
          name: 'Evoke',
          summary: 'Skin-like colours and soft curves that call up a kind feeling.',
          alt: 'A beige wall with rounded wooden furniture',
        },
        {
          key: 'ore',
          name: 'Ore',
          summary: 'Dark stone and veins of metal show beauty before processing.',
          alt: 'Grey rock with a copper vein',
        },
        {
          key: 'find',
          name: 'Find',
          summary: 'Clear greens and light wood for a room where you find your own taste.',
          alt: 'A linen lounge chair and a half-filled oak shelf in a room in morning sun',
        },
      ],
      storiesEn,
    ),
  },
  '2023': {
    year: 2023,
    name: 'SOFTWHERE',
    headline: 'Where soft things stay',
    intro:
      'SOFTWHERE links soft and where, and recalls the software that moves our lives. Three scenes (senses, monologue and a white night) tell of the gentle power of space.',
    themes: summaries([
      {
        key: 'scenesory',
        name: 'Scenesory',
        tagline: 'Where a scene becomes a sense',
        summary: 'A space remembered with all five senses, layered with colour, texture and sound.',
        alt: 'Scenesory poster',
      },
      {
        key: 'monologue',
        name: 'Monologue',
        tagline: 'Full, because alone',
        summary: 'A quiet, colourless room that speaks to you.',
        alt: 'Monologue poster',
      },
      {
        key: 'whitenight',
        name: 'White Night',
        tagline: 'A bright night that never sleeps',
        summary: 'A long white night where blue dawn light lingers.',
        alt: 'White Night poster',
      },
    ]),
    themes2023: [
      build2023('scenesory', {
        title2: 'SCENESORY',
        textTitle: 'Where a scene becomes a sense',
        textData:
          'Scenesory joins scene and sensory. We imagined a space where a colour you see turns into a texture under your fingertips and a warmth under your feet. Coral red, warm earth and soft textiles pile up in layers so that one scene is remembered with all five senses.',
        textDataSub:
          'Key materials: softly curved walls, sand-grain plaster and fabric panels you can lay a palm on.',
        textDataMobile:
          'A space where a colour you see becomes a texture you feel. Coral red, earth tones and soft textiles make one scene memorable to every sense.',
        textDataSubMobile: 'Curved walls, sand plaster, fabric panels.',
        imageAlts: [
          'A lounge wrapped by a curved coral wall',
          'Raking light across a sand-grain plaster wall',
          'Close-up of the weave of an earth-coloured fabric panel',
          'Red terracotta tiles with a wooden bench',
          'A small resting place under a curved staircase',
          'A soft fabric sofa with coral cushions',
          'A warm-coloured corridor filled with afternoon sun',
        ],
      }),
      build2023('monologue', {
        title2: 'MONOLOGUE',
        textTitle: 'Full, because alone',
        textData:
          'Monologue is a space for the quiet words we say to ourselves. Graphite, ink black and concrete grey lower the volume, and a single beam of light shows the direction of a thought. Ornament is taken away and texture left behind, so that time alone feels full rather than lonely.',
        textDataSub: 'Key materials: ink-black stone, acoustic textiles and board-marked concrete patterns.',
        textDataMobile:
          'A space for the quiet words we say to ourselves. Ink black and grey lower the volume; one beam of light guides a thought.',
        textDataSubMobile: 'Ink-black stone, acoustic textile, concrete.',
        imageAlts: [
          'A grey concrete room with a single beam of light',
          'An ink-black stone desk under a low lamp',
          'A lounge chair in front of an acoustic fabric wall',
          'A black ceramic vase on a windowsill',
          'An empty corridor with long shadows',
          'A small bedroom with neatly made grey bedding',
        ],
      }),
      build2023('whitenight', {
        title2: 'WHITE NIGHT',
        textTitle: 'A bright night that never sleeps',
        textData:
          'White Night was inspired by the northern summer nights when the sun never sets. Blue-tinged white, glass and soft metal keep the space clear and bright even at night. For city lives that run late, we designed light that is easy on the eyes and calm reflections.',
        textDataSub: 'Key materials: blue-white paint, translucent glass and satin metal.',
        textDataMobile:
          'Inspired by nights when the sun never sets. Blue-white, glass and metal keep the room clear even at night.',
        textDataSubMobile: 'Blue-white, translucent glass, satin metal.',
        imageAlts: [
          'A white living room touched by blue dawn light',
          'A tall plant’s shadow in a translucent glass partition',
          'A white wall lit by a satin metal lamp',
          'A bright night sky outside, framed by white curtains',
          'Clear objects on a glass shelf',
          'A bathroom in blue-tinged white tile',
          'A reading lamp quietly lit late at night',
        ],
      }),
    ],
  },
};

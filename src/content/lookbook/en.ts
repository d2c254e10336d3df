import { buildLookbook } from './build';

export const lookbookEn = buildLookbook(
  '2025 SY(E)NERGY Lookbook',
  'Six scenes that dress real spaces in the three energies of the 2025 design theme. Every material used is detailed on the collection page.',
  [
    [
      'Boost',
      'The studio at midday',
      'Navy walls and an orange route hold the focus of a long afternoon. A resilient floor that stays comfortable for hours supports the rhythm of work.',
      'An oak desk against a navy wall under a cork board pinned with finish samples, a lime chair and an orange line on the floor',
    ],
    [
      'Boost',
      'The running kitchen',
      'The lime edge of a colour-core worktop sends a small signal through a busy morning kitchen.',
      'A kitchen island with an aluminium worktop edged in lime, oak counter stools with orange seat pads, and spun aluminium pendants',
    ],
    [
      'Cosmos',
      'A bedroom where stars settle',
      'Dim the lights and the aggregate in the floor rises like stars.',
      "A dimly lit bedroom with a violet velvet headboard wall, a sand duvet falling over the bed's corners, a painting on the pearl wallcovering above the bed, glowing bedside lamps and, below a bench with a violet throw, the dark terrazzo floor flecked with pale and gold chips",
    ],
    [
      'Cosmos',
      'The night lounge',
      'Light filtered by smoke glass turns conversation into low voices.',
      'A low-lit lounge with pale pearl walls, a violet velvet sofa with a throw over its arm, a round stone table on a brass drum and a smoke glass screen',
    ],
    [
      'Ooparts',
      'A living room of artefacts',
      'A green rug on a travertine floor, an oxidised steel panel against the wall and a bronze bowl on a pale wooden table make a scene from no particular age.',
      'A living room where the sun falls through the window onto the travertine floor and a green rug, with a bronze bowl and books on a pale wooden table before a linen sofa, an oxidised steel panel leaning on the wall and a plaster arch',
    ],
    [
      'Ooparts',
      'The clay bathroom',
      'Clay-plastered walls and a tub turned from stone wrap the bathroom like an old hot spring.',
      'A bathroom with clay-plastered walls, a freestanding stone tub with a linen towel over its rim under a deep-set window, and a stone basin',
    ],
  ],
);

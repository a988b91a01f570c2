import { introductionHtml } from './introduction';
import { fourDayWeek } from './passages/four-day-week';
import { iceTrade } from './passages/ice-trade';
import { livingLight } from './passages/living-light';
import { revivingLanguages } from './passages/reviving-languages';
import { screensOrPaper } from './passages/screens-or-paper';
import { urbanHeat } from './passages/urban-heat';
import { verticalFarms } from './passages/vertical-farms';
import { wetlandEngineers } from './passages/wetland-engineers';
import type { DemoReadingCourse } from './types';

export type * from './types';
export * from './video';

/**
 * The demo IELTS-style reading course: original texts written for Lexam, never real test material.
 * `cambridge` and `realTest` are only the labels of the two kinds of practice set in the product.
 */
export const demoReadingCourse: DemoReadingCourse = {
  introductionHtml,
  sources: {
    cambridge: [
      {
        name: 'Science and nature',
        description: 'Two passages about the living world: light made by deep-sea animals, and the return of the beaver to European rivers.',
        passages: [livingLight, wetlandEngineers],
      },
      {
        name: 'Past and present',
        description: 'How ice was harvested and sold before refrigerators, and what trials of a four-day working week can and cannot show.',
        passages: [iceTrade, fourDayWeek],
      },
    ],
    realTest: [
      {
        name: 'Technology and everyday life',
        description: 'Whether we read as well on screens as on paper, and whether farms stacked inside buildings can help feed cities.',
        passages: [screensOrPaper, verticalFarms],
      },
      {
        name: 'Cities and communities',
        description: 'Why city centres stay hot at night and how to cool them, and how communities bring endangered languages back to life.',
        passages: [urbanHeat, revivingLanguages],
      },
    ],
  },
};

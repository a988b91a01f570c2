import type { DemoWritingPrompt } from './types';

// Original Task 1 prompts written for Lexam. The figures match the pictures drawn by
// scripts/generate-writing-charts.mjs (the places and data are invented).

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const instructions = (description: string) =>
  `<p>You should spend about 20 minutes on this task.</p><p><strong>${description}</strong></p><p>Summarise the information by selecting and reporting the main features, and make comparisons where relevant.</p><p>Write at least 150 words.</p>`;
const layout = (overview: string, body1: string, body2: string) =>
  `<ol><li><strong>Introduction</strong>: paraphrase the task in one sentence.</li><li><strong>Overview</strong>: ${overview}</li><li><strong>Body 1</strong>: ${body1}</li><li><strong>Body 2</strong>: ${body2}</li></ol>`;

export const task1Prompts: DemoWritingPrompt[] = [
  {
    seedKey: 'writing-task1-1',
    task: 'task1',
    title: 'Leisure time in Northland (line graph)',
    image: 'task1-leisure-line.png',
    instructionsHtml: instructions('The line graph shows the average number of hours per week that adults in Northland spent on three leisure activities between 2000 and 2020.'),
    layoutHtml: layout('television fell while the internet rose, overtaking it; reading changed little.', 'television and the internet: the start, the crossing point around 2013, the end.', 'reading: steady and low, with its small decline.'),
    modelAnswerHtml: p(
      'The line graph compares how many hours a week adults in Northland devoted to watching television, using the internet and reading books over a twenty-year period from 2000.',
      'Overall, television lost its place as the most popular pastime to the internet, which grew steadily throughout the period, while the time spent reading remained low and fell only slightly.',
      'In 2000, adults watched television for around 18 hours a week, a figure that rose slightly to a peak of 19 hours in 2005. After that, viewing declined continuously, reaching just 11 hours by 2020. Internet use followed the opposite path. Starting at only 2 hours a week, it climbed to 10 hours in 2010 and overtook television in about 2013, finishing the period at 21 hours, roughly ten times its original level.',
      'Reading, by contrast, was the least popular of the three activities in every year shown. The figure dipped gradually from 5 hours in 2000 to 4 hours in 2010, stayed at that level until 2015 and ended at three and a half hours in 2020.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>The key feature is the <strong>crossing point</strong>: the internet overtook television in about 2013. Put it in your overview.</p>' },
      { kind: 'idea', bodyHtml: '<p>Give the start and end figures of each line, and the peak of television in 2005.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>followed the opposite path</em>, <em>overtook</em>, <em>reached a peak of</em>, <em>declined continuously</em></p>' },
      { kind: 'phrase', bodyHtml: '<p><em>roughly ten times its original level</em>; <em>the least popular of the three in every year shown</em></p>' },
      { kind: 'tip', bodyHtml: '<p>Do not explain why the numbers changed: Task 1 reports what the graph shows, not your opinion.</p>' },
    ],
    words: [
      { term: 'overtake', partOfSpeech: 'verb', meaning: 'to become greater in number or amount than something else', pronunciation: '/ˌəʊvəˈteɪk/', example: 'Internet use overtook television viewing in about 2013.' },
      { term: 'peak', partOfSpeech: 'noun', meaning: 'the highest point or level', pronunciation: '/piːk/', example: 'Viewing reached a peak of 19 hours in 2005.' },
      { term: 'steadily', partOfSpeech: 'adverb', meaning: 'gradually and evenly, without sudden changes', pronunciation: '/ˈstedɪli/', example: 'The figure grew steadily throughout the period.' },
      { term: 'dip', partOfSpeech: 'verb', meaning: 'to go down slightly, usually for a short time', pronunciation: '/dɪp/', example: 'Reading dipped to 4 hours a week in 2010.' },
      { term: 'pastime', partOfSpeech: 'noun', meaning: 'an activity done for pleasure in free time', pronunciation: '/ˈpɑːstaɪm/', example: 'Television was the most popular pastime in 2000.' },
      { term: 'devote', partOfSpeech: 'verb', meaning: 'to give time or effort to something', pronunciation: '/dɪˈvəʊt/', example: 'Adults devoted 21 hours a week to the internet.' },
      { term: 'by contrast', partOfSpeech: 'phrase', meaning: 'used to show a clear difference from what was just said', example: 'By contrast, reading changed very little.' },
    ],
  },
  {
    seedKey: 'writing-task1-2',
    task: 'task1',
    title: 'Recycling in three cities (bar chart)',
    image: 'task1-recycling-bars.png',
    instructionsHtml: instructions('The bar chart shows the percentage of household paper, glass, plastic and food waste that was recycled in three cities, Alder Bay, Kestrel and Merrow, in 2022.'),
    layoutHtml: layout('paper and glass were recycled most, food least; Merrow was lowest in every material.', 'paper and glass, comparing the three cities.', 'plastic and food waste, with Kestrel’s high food figure.'),
    modelAnswerHtml: p(
      'The bar chart illustrates the proportion of four types of household waste that were recycled in the cities of Alder Bay, Kestrel and Merrow in 2022.',
      'Overall, paper and glass were the materials recycled most widely, while food waste was the least recycled in two of the three cities. Merrow had the lowest recycling rate for every material shown.',
      'Paper was recycled at the highest rate in Alder Bay, at 72%, compared with 65% in Kestrel and under half (48%) in Merrow. Glass showed a slightly different pattern: Kestrel led with 70%, followed by Alder Bay at 60%, whereas Merrow recycled only around a third (35%) of its glass.',
      'Plastic figures were lower everywhere, ranging from 45% in Kestrel and 38% in Alder Bay to just 20% in Merrow. The most striking difference concerned food waste. Kestrel recycled just over half of it (52%), more than double the rate of Alder Bay (25%), while Merrow recycled a mere 10%, the lowest figure on the chart.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>Group the bars: compare the cities material by material, and name the city that is lowest everywhere.</p>' },
      { kind: 'idea', bodyHtml: '<p>Food waste shows the biggest gap between cities (52% against 10%): that is worth a sentence of its own.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>the proportion of</em>, <em>under half</em>, <em>around a third</em>, <em>more than double</em>, <em>a mere 10%</em></p>' },
      { kind: 'tip', bodyHtml: '<p>Vary how you give numbers: a percentage, a fraction (<em>just over half</em>) and a comparison (<em>twice as much</em>).</p>' },
    ],
    words: [
      { term: 'proportion', partOfSpeech: 'noun', meaning: 'a part of a whole, often given as a percentage', pronunciation: '/prəˈpɔːʃn/', example: 'A large proportion of the paper was recycled.' },
      { term: 'household', partOfSpeech: 'adjective', meaning: 'belonging to or used in a home', pronunciation: '/ˈhaʊshəʊld/', example: 'Household waste includes paper, glass and food.' },
      { term: 'striking', partOfSpeech: 'adjective', meaning: 'very noticeable', pronunciation: '/ˈstraɪkɪŋ/', example: 'The most striking difference concerned food waste.' },
      { term: 'lead', partOfSpeech: 'verb', meaning: 'to be first or highest in a comparison', pronunciation: '/liːd/', example: 'Kestrel led with 70% of its glass recycled.' },
      { term: 'range', partOfSpeech: 'verb', meaning: 'to vary between two limits', pronunciation: '/reɪndʒ/', example: 'Plastic figures ranged from 20% to 45%.' },
      { term: 'respectively', partOfSpeech: 'adverb', meaning: 'in the same order as the things already mentioned', pronunciation: '/rɪˈspektɪvli/', example: 'Alder Bay and Kestrel recycled 72% and 65% of paper respectively.' },
    ],
  },
  {
    seedKey: 'writing-task1-3',
    task: 'task1',
    title: 'A town’s spending, 2005 and 2025 (pie charts)',
    image: 'task1-budget-pies.png',
    instructionsHtml: instructions('The pie charts show how the town council of Westmere divided its spending between five areas in 2005 and in 2025.'),
    layoutHtml: layout('roads fell from first place; schools and health rose, schools becoming the largest share.', 'the areas that shrank: roads and administration.', 'the areas that grew: schools, health services, parks and leisure.'),
    modelAnswerHtml: p(
      'The two pie charts compare the way Westmere town council allocated its budget among roads, schools, health services, parks and leisure, and administration in 2005 and 2025.',
      'Overall, the council shifted its spending away from roads and administration towards public services, so that schools replaced roads as the largest area of expenditure by 2025.',
      'In 2005, roads accounted for over a third of the budget (35%), the biggest single share. By 2025, this had fallen to a fifth (20%). Administration also became less costly, dropping from 15% to 10% of the total.',
      'Meanwhile, the proportion spent on schools grew from a quarter (25%) to 30%, making education the council’s main priority. The most dramatic increase was in health services, whose share rose from 15% to 25%, an increase of two thirds. Spending on parks and leisure, the smallest category in 2005 at 10%, went up to 15%, overtaking administration, which became the smallest area of spending by 2025.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>Two pies: compare them, do not describe each separately. Group the slices that grew and the slices that shrank.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>accounted for</em>, <em>the largest share</em>, <em>a fifth</em>, <em>a quarter</em>, <em>over a third</em>, <em>allocated … to</em></p>' },
      { kind: 'phrase', bodyHtml: '<p><em>shifted its spending away from … towards …</em></p>' },
      { kind: 'tip', bodyHtml: '<p>Pie charts are about shares, not amounts: say <em>the share of roads fell</em>, not <em>the council spent less money on roads</em>.</p>' },
    ],
    words: [
      { term: 'allocate', partOfSpeech: 'verb', meaning: 'to give a part of an amount to a particular use', pronunciation: '/ˈæləkeɪt/', example: 'The council allocated 30% of its budget to schools.' },
      { term: 'expenditure', partOfSpeech: 'noun', meaning: 'the money spent by an organisation', pronunciation: '/ɪkˈspendɪtʃə/', example: 'Schools became the largest area of expenditure.' },
      { term: 'account for', partOfSpeech: 'phrase', meaning: 'to form a particular part of a total', example: 'Roads accounted for 35% of spending in 2005.' },
      { term: 'share', partOfSpeech: 'noun', meaning: 'the part of a total that belongs to one item', pronunciation: '/ʃeə/', example: 'The share of health services rose to 25%.' },
      { term: 'priority', partOfSpeech: 'noun', meaning: 'something treated as more important than other things', pronunciation: '/praɪˈɒrəti/', example: 'Education became the council’s main priority.' },
      { term: 'dramatic', partOfSpeech: 'adjective', meaning: 'sudden and large', pronunciation: '/drəˈmætɪk/', example: 'The most dramatic increase was in health services.' },
      { term: 'category', partOfSpeech: 'noun', meaning: 'a group of things with a shared feature', pronunciation: '/ˈkætəɡəri/', example: 'Parks and leisure was the smallest category.' },
    ],
  },
  {
    seedKey: 'writing-task1-4',
    task: 'task1',
    title: 'The village of Fernby, then and now (maps)',
    image: 'task1-village-maps.png',
    instructionsHtml: instructions('The maps show the village of Fernby in 1990 and today.'),
    layoutHtml: layout('the village grew and became more urban; the river and the school stayed.', 'the north: farmland replaced by housing, the school extended.', 'the south and east: the woods, the new supermarket and car park, the second bridge and the cycle path.'),
    modelAnswerHtml: p(
      'The two maps illustrate the changes that have taken place in the village of Fernby between 1990 and the present day.',
      'Overall, Fernby has developed from a small rural settlement into a larger, more residential village, with much of its countryside replaced by housing and new facilities, although the river and the school remain in their original positions.',
      'In 1990, the area north of the river was entirely farmland, apart from a primary school and a small shop beside the main road. Today, the farmland has been cleared to make way for a housing estate. The school has been extended, and the shop has been converted into a café.',
      'South of the river, the most noticeable change concerns the woods in the east. Around half of the trees have been cut down, and a supermarket with a car park now stands in their place. In addition, a second bridge has been built to the east of the original one, linking the new houses with the supermarket, and a cycle path now runs along the southern bank of the river.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>Organise by area (north of the river, then south), and say what stayed the same as well as what changed.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>has been cleared to make way for</em>, <em>has been converted into</em>, <em>now stands in their place</em>, <em>runs along</em></p>' },
      { kind: 'tip', bodyHtml: '<p>Maps need the passive and the present perfect: <em>a bridge has been built</em>, <em>the trees have been cut down</em>.</p>' },
      { kind: 'tip', bodyHtml: '<p>Use directions to place things: <em>to the east of</em>, <em>on the southern bank</em>, <em>beside the main road</em>.</p>' },
    ],
    words: [
      { term: 'settlement', partOfSpeech: 'noun', meaning: 'a place where people have come to live, such as a village', pronunciation: '/ˈsetlmənt/', example: 'Fernby was a small rural settlement in 1990.' },
      { term: 'residential', partOfSpeech: 'adjective', meaning: 'made up of houses rather than shops or factories', pronunciation: '/ˌrezɪˈdenʃl/', example: 'The north of the village is now residential.' },
      { term: 'convert', partOfSpeech: 'verb', meaning: 'to change something so it is used for a different purpose', pronunciation: '/kənˈvɜːt/', example: 'The shop has been converted into a café.' },
      { term: 'extend', partOfSpeech: 'verb', meaning: 'to make a building larger', pronunciation: '/ɪkˈstend/', example: 'The school has been extended.' },
      { term: 'make way for', partOfSpeech: 'phrase', meaning: 'to be removed so that something else can be built', example: 'The farmland was cleared to make way for houses.' },
      { term: 'facility', partOfSpeech: 'noun', meaning: 'a building or service provided for a purpose', pronunciation: '/fəˈsɪləti/', example: 'New facilities include a supermarket.' },
      { term: 'bank', partOfSpeech: 'noun', meaning: 'the land along the side of a river', pronunciation: '/bæŋk/', example: 'A cycle path runs along the southern bank.' },
      { term: 'rural', partOfSpeech: 'adjective', meaning: 'in or of the countryside', pronunciation: '/ˈrʊərəl/', example: 'The area was rural in 1990.' },
    ],
  },
];

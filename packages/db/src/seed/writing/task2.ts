import type { DemoWritingPrompt } from './types';

// Original Task 2 prompts and model answers written for Lexam.

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');
const instructions = (statement: string, question: string) =>
  `<p>You should spend about 40 minutes on this task.</p><p>Write about the following topic:</p><blockquote><p><strong>${statement}</strong></p><p><strong>${question}</strong></p></blockquote><p>Give reasons for your answer and include any relevant examples from your own knowledge or experience.</p><p>Write at least 250 words.</p>`;
const layout = (intro: string, body1: string, body2: string, conclusion: string) =>
  `<ol><li><strong>Introduction</strong>: ${intro}</li><li><strong>Body 1</strong>: ${body1}</li><li><strong>Body 2</strong>: ${body2}</li><li><strong>Conclusion</strong>: ${conclusion}</li></ol>`;

export const task2Prompts: DemoWritingPrompt[] = [
  {
    seedKey: 'writing-task2-1',
    task: 'task2',
    title: 'Working from home',
    instructionsHtml: instructions('More and more companies now allow their employees to work from home for part or all of the week.', 'Do the advantages of this development outweigh the disadvantages?'),
    layoutHtml: layout('paraphrase the topic and give your position (the advantages outweigh the disadvantages).', 'the advantages: no commuting, flexibility, wider hiring.', 'the disadvantages and why they can be managed: isolation, weaker teamwork.', 'restate your position and sum up the main reasons.'),
    modelAnswerHtml: p(
      'In recent years, a growing number of employers have begun to let their staff work from home, either occasionally or permanently. Although this trend brings certain problems, I believe that its benefits are considerably greater.',
      'The most obvious advantage is the time and money saved by not commuting. An employee who used to spend two hours a day on crowded trains can use that time to rest, exercise or be with their family, which often makes them more productive when they do work. Working from home also gives people more control over their day, so parents can collect their children from school and people with health problems can work at a pace that suits them. For companies, the change means they can recruit talented people who live far from the office and spend less on expensive office space.',
      'On the other hand, there are real drawbacks. Some people feel lonely without colleagues around them, and new employees in particular may find it harder to learn from more experienced staff. Teamwork can also suffer when every conversation has to be arranged as a video call. However, these difficulties can largely be overcome. Many firms now ask employees to come in one or two days a week for meetings and training, which keeps the social side of work alive while preserving most of the flexibility.',
      'In conclusion, while working from home can lead to isolation and weaker communication, these problems can be managed with sensible planning. The savings in time and money and the greater freedom it offers mean that, in my view, the advantages clearly outweigh the disadvantages.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>Advantages: no commuting (time, money, pollution), flexibility for parents, companies can hire from anywhere and spend less on offices.</p>' },
      { kind: 'idea', bodyHtml: '<p>Disadvantages: loneliness, new staff learn less, teamwork and creativity suffer, home and work become mixed.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>Although this trend brings certain problems, I believe that …</em>; <em>The most obvious advantage is …</em></p>' },
      { kind: 'phrase', bodyHtml: '<p><em>On the other hand, there are real drawbacks.</em>; <em>However, these difficulties can largely be overcome.</em></p>' },
      { kind: 'tip', bodyHtml: '<p>An “outweigh” question needs a clear answer: say which side is greater in the introduction and again in the conclusion.</p>' },
    ],
    words: [
      { term: 'commute', partOfSpeech: 'verb', meaning: 'to travel regularly between home and work', pronunciation: '/kəˈmjuːt/', example: 'Many people commute for two hours a day.' },
      { term: 'outweigh', partOfSpeech: 'verb', meaning: 'to be greater or more important than something else', pronunciation: '/ˌaʊtˈweɪ/', example: 'The benefits outweigh the drawbacks.' },
      { term: 'drawback', partOfSpeech: 'noun', meaning: 'a disadvantage or problem', pronunciation: '/ˈdrɔːbæk/', example: 'Isolation is the main drawback of remote work.' },
      { term: 'productive', partOfSpeech: 'adjective', meaning: 'doing or achieving a lot', pronunciation: '/prəˈdʌktɪv/', example: 'Rested employees are more productive.' },
      { term: 'recruit', partOfSpeech: 'verb', meaning: 'to find new people to work for an organisation', pronunciation: '/rɪˈkruːt/', example: 'Firms can recruit people who live far away.' },
      { term: 'isolation', partOfSpeech: 'noun', meaning: 'the state of being alone, away from other people', pronunciation: '/ˌaɪsəˈleɪʃn/', example: 'Working alone can lead to isolation.' },
      { term: 'flexibility', partOfSpeech: 'noun', meaning: 'the ability to change to suit new conditions', pronunciation: '/ˌfleksəˈbɪləti/', example: 'Parents value the flexibility of working from home.' },
    ],
  },
  {
    seedKey: 'writing-task2-2',
    task: 'task2',
    title: 'Free public transport',
    instructionsHtml: instructions('Some people think that public transport in cities should be free for everyone, paid for by taxes.', 'To what extent do you agree or disagree?'),
    layoutHtml: layout('paraphrase and state your view (agree, with a condition).', 'why free transport helps: traffic, pollution, fairness.', 'the costs and the objection of taxpayers who never use it; your answer to it.', 'restate your view.'),
    modelAnswerHtml: p(
      'It has been suggested that buses, trams and trains in cities should cost nothing to use, with the expense covered by general taxation. I largely agree with this idea, provided that the money is raised fairly and the service is improved at the same time.',
      'The strongest argument for free public transport is its effect on traffic and pollution. When every journey by bus is free, many drivers will leave their cars at home, which means fewer traffic jams, cleaner air and less noise. A city such as the one I grew up in, where the streets were blocked every morning, would benefit enormously from such a change. Free transport is also fair. People on low incomes often spend a large part of their wages on fares, and removing this cost would give them easier access to jobs, education and health care.',
      'Opponents argue that it is unjust to make every taxpayer pay for a service that some of them never use, and that a free service might become overcrowded and poorly maintained. These concerns are reasonable, but they are not decisive. Everyone, including those who drive, gains from quieter roads and healthier air, so it is reasonable for everyone to contribute. Moreover, the cost could be met partly by charging drivers to enter the city centre, which would both raise money and encourage people to switch to buses and trains.',
      'In conclusion, I believe that making urban public transport free would benefit both individuals and society as a whole. As long as it is properly funded and well run, the advantages for the environment and for poorer citizens make it a policy worth adopting.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>For: fewer cars, less pollution, help for people on low incomes, busier city centres.</p>' },
      { kind: 'idea', bodyHtml: '<p>Against: the cost to taxpayers, overcrowding, people who live in the countryside gain nothing.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>I largely agree with this idea, provided that …</em>; <em>These concerns are reasonable, but they are not decisive.</em></p>' },
      { kind: 'tip', bodyHtml: '<p>“To what extent” lets you agree partly: say how far you agree and keep that position to the end.</p>' },
    ],
    words: [
      { term: 'taxation', partOfSpeech: 'noun', meaning: 'the system of collecting money from people to pay for public services', pronunciation: '/tækˈseɪʃn/', example: 'The service would be paid for by general taxation.' },
      { term: 'fare', partOfSpeech: 'noun', meaning: 'the money paid for a journey', pronunciation: '/feə/', example: 'Bus fares take a large part of some people’s wages.' },
      { term: 'congestion', partOfSpeech: 'noun', meaning: 'too much traffic in a place', pronunciation: '/kənˈdʒestʃən/', example: 'Free buses could reduce congestion.' },
      { term: 'urban', partOfSpeech: 'adjective', meaning: 'of a town or city', pronunciation: '/ˈɜːbən/', example: 'Urban transport should serve everyone.' },
      { term: 'decisive', partOfSpeech: 'adjective', meaning: 'strong enough to settle an argument', pronunciation: '/dɪˈsaɪsɪv/', example: 'The objection is not decisive.' },
      { term: 'contribute', partOfSpeech: 'verb', meaning: 'to give money or help towards something', pronunciation: '/kənˈtrɪbjuːt/', example: 'Everyone should contribute to clean air.' },
      { term: 'provided that', partOfSpeech: 'conjunction', meaning: 'only if', example: 'I agree, provided that the service improves.' },
    ],
  },
  {
    seedKey: 'writing-task2-3',
    task: 'task2',
    title: 'What universities are for',
    instructionsHtml: instructions('Some people believe that the main purpose of a university is to prepare students for employment. Others think universities have wider aims.', 'Discuss both views and give your own opinion.'),
    layoutHtml: layout('paraphrase both views and say that you will give your own (both matter, but not only jobs).', 'the view that universities prepare for work, with reasons.', 'the wider aims: knowledge, research, thinking, citizenship.', 'your opinion, balancing the two.'),
    modelAnswerHtml: p(
      'People disagree about what universities should be for. While some argue that their chief role is to equip young people for the job market, others believe that higher education should serve broader purposes. In my opinion, preparing students for work is important, but it should not be a university’s only goal.',
      'Those who see universities mainly as a route to employment have understandable reasons. Degrees are expensive, and students and their families naturally expect a return on that investment in the form of a good job. Employers, too, complain that graduates often lack practical skills, such as working in teams or writing clear reports. From this point of view, courses that include work placements and teach skills that companies need are simply giving students what they are paying for.',
      'On the other hand, universities have traditionally done far more than train workers. They are places where new knowledge is created through research, much of which has no obvious commercial value at first but later changes lives, as the history of medicine shows. They also teach students to question evidence, to argue logically and to understand views different from their own. These abilities are useful in any career, but they matter just as much for being an informed citizen in a democracy.',
      'In conclusion, although I accept that graduates need to be ready for work, I believe that a university which focused only on employment would lose much of its value. The best universities combine practical preparation with a wider education, producing people who can not only do a job well but also think independently.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>Jobs: degrees are costly, employers want practical skills, placements and vocational courses help graduates find work.</p>' },
      { kind: 'idea', bodyHtml: '<p>Wider aims: research, knowledge for its own sake, critical thinking, informed citizens.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>Those who see … have understandable reasons.</em>; <em>From this point of view, …</em>; <em>On the other hand, …</em></p>' },
      { kind: 'tip', bodyHtml: '<p>“Discuss both views and give your own opinion”: give each view its own paragraph, and your opinion in the introduction and the conclusion.</p>' },
    ],
    words: [
      { term: 'equip', partOfSpeech: 'verb', meaning: 'to give someone the skills they need for something', pronunciation: '/ɪˈkwɪp/', example: 'Courses should equip students for work.' },
      { term: 'graduate', partOfSpeech: 'noun', meaning: 'a person who has a university degree', pronunciation: '/ˈɡrædʒuət/', example: 'Employers say graduates lack practical skills.' },
      { term: 'placement', partOfSpeech: 'noun', meaning: 'a period of work in a company as part of a course', pronunciation: '/ˈpleɪsmənt/', example: 'Work placements help students find jobs.' },
      { term: 'vocational', partOfSpeech: 'adjective', meaning: 'teaching the skills of a particular job', pronunciation: '/vəʊˈkeɪʃənl/', example: 'Vocational courses are popular with employers.' },
      { term: 'commercial', partOfSpeech: 'adjective', meaning: 'about making money from business', pronunciation: '/kəˈmɜːʃl/', example: 'Some research has no obvious commercial value.' },
      { term: 'informed', partOfSpeech: 'adjective', meaning: 'having a lot of knowledge about something', pronunciation: '/ɪnˈfɔːmd/', example: 'Democracy needs informed citizens.' },
      { term: 'independently', partOfSpeech: 'adverb', meaning: 'without the help or control of others', pronunciation: '/ˌɪndɪˈpendəntli/', example: 'Universities teach students to think independently.' },
    ],
  },
  {
    seedKey: 'writing-task2-4',
    task: 'task2',
    title: 'Tourism and local communities',
    instructionsHtml: instructions('International tourism has grown rapidly, and some popular places now receive more visitors than they can cope with.', 'What problems does this cause for local people, and what can be done to solve them?'),
    layoutHtml: layout('paraphrase and name the two problems and two solutions you will discuss.', 'the problems: housing costs, crowding, damage to daily life and places.', 'the solutions: limits and taxes on visitors, spreading tourism, rules on short-term rentals.', 'sum up the problems and the solutions.'),
    modelAnswerHtml: p(
      'Cheaper flights and rising incomes have made international travel easier than ever, and some famous destinations are now struggling with huge numbers of tourists. This essay will look at the difficulties this causes for residents and suggest some ways of reducing them.',
      'The first problem is the cost of living. When a town becomes popular, many flats are turned into short-term rentals for visitors, because owners can earn more from tourists than from local tenants. As a result, rents rise and young families are forced to move away, leaving historic centres full of hotels and souvenir shops but with few real residents. A second problem is overcrowding. Narrow streets, beaches and public transport become so crowded in the high season that local people can no longer use them normally, and fragile places such as old buildings and natural parks may be damaged by the sheer number of feet.',
      'Several measures could ease these problems. Governments can limit the number of homes that may be let to tourists, so that housing remains available for those who live and work in the area. A tourist tax, charged per night, would raise money to repair damage and improve services for residents, while also discouraging some visitors at the busiest times. Finally, authorities and travel companies could promote lesser-known towns and attractions, spreading visitors more evenly across a country instead of concentrating them in a handful of famous spots.',
      'In conclusion, mass tourism can push up housing costs and make daily life difficult for people in popular destinations. However, controls on holiday rentals, visitor taxes and the promotion of alternative destinations could allow communities to enjoy the benefits of tourism without paying too high a price.',
    ),
    suggestions: [
      { kind: 'idea', bodyHtml: '<p>Problems: rents rise as flats become holiday rentals, crowded streets and transport, damage to old buildings and nature, shops for tourists replace shops for residents.</p>' },
      { kind: 'idea', bodyHtml: '<p>Solutions: limits on holiday rentals, a tourist tax per night, booking systems for famous sites, promoting lesser-known places.</p>' },
      { kind: 'phrase', bodyHtml: '<p><em>As a result, …</em>; <em>A second problem is …</em>; <em>Several measures could ease these problems.</em></p>' },
      { kind: 'tip', bodyHtml: '<p>A problem–solution essay: match each solution to a problem you described, so the reader sees how it helps.</p>' },
    ],
    words: [
      { term: 'destination', partOfSpeech: 'noun', meaning: 'a place people travel to', pronunciation: '/ˌdestɪˈneɪʃn/', example: 'Venice is a famous tourist destination.' },
      { term: 'resident', partOfSpeech: 'noun', meaning: 'a person who lives in a particular place', pronunciation: '/ˈrezɪdənt/', example: 'Residents complain about crowded streets.' },
      { term: 'short-term rental', partOfSpeech: 'phrase', meaning: 'a home rented to visitors for a few days or weeks', example: 'Many flats have become short-term rentals.' },
      { term: 'fragile', partOfSpeech: 'adjective', meaning: 'easily damaged', pronunciation: '/ˈfrædʒaɪl/', example: 'Fragile sites suffer from too many visitors.' },
      { term: 'ease', partOfSpeech: 'verb', meaning: 'to make a problem less serious', pronunciation: '/iːz/', example: 'A tourist tax could ease overcrowding.' },
      { term: 'promote', partOfSpeech: 'verb', meaning: 'to help something become better known or more popular', pronunciation: '/prəˈməʊt/', example: 'Authorities could promote lesser-known towns.' },
      { term: 'mass tourism', partOfSpeech: 'phrase', meaning: 'travel by very large numbers of people to the same places', example: 'Mass tourism pushes up housing costs.' },
      { term: 'sheer', partOfSpeech: 'adjective', meaning: 'used to stress how large an amount is', pronunciation: '/ʃɪə/', example: 'The sheer number of visitors damages the paths.' },
    ],
  },
];

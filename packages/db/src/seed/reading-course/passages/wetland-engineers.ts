import { choice, gap, trueFalse, yesNo } from '../practice';
import type { DemoPassage } from '../types';

/** Environment: the return of the beaver, with the writer's view of its conflicts (figures invented). */
export const wetlandEngineers: DemoPassage = {
  title: 'Engineers of the Wetlands: Bringing Back the Beaver',
  summary: 'How beavers change rivers, why some people welcome them and others do not, and what the writer thinks should be done.',
  bodyHtml: [
    '<p>For centuries, the Eurasian beaver was hunted across much of Europe for its fur and for a substance used in perfumes, and by the early twentieth century only a few small populations remained. Over the past fifty years, however, the animal has made a remarkable comeback in many of the rivers it once occupied, partly through natural spread and partly through deliberate reintroduction. Its return has been welcomed by many ecologists, but it has also raised awkward questions about how far people are willing to share the landscape with a wild animal that reshapes it.</p>',
    '<p>Beavers are often called <em>ecosystem engineers</em>, and the description is deserved. By cutting down trees and building dams of branches and mud, a single family can turn a fast-flowing stream into a chain of ponds within a few seasons. These ponds slow the movement of water through a valley. In a monitoring study in one upland catchment, peak flows after heavy rain were around 30 per cent lower below a beaver site than above it, which suggests that beavers could reduce the risk of flooding in towns further down the river.</p>',
    '<p>The ponds also trap sediment and filter out some of the pollutants that wash off farmland, so the water leaving a beaver wetland is often cleaner than the water entering it. The still water and the dead wood that beavers leave behind provide a habitat for insects, amphibians and birds. Surveys at reintroduction sites have recorded a sharp rise in the number of frogs within three years of the animals\' arrival.</p>',
    '<p>Not everyone is enthusiastic. Farmers whose fields lie beside rivers complain that dams can cause water to back up and flood valuable land, and that beavers sometimes damage orchards by gnawing through young trees. Anglers have worried that dams may block the movement of fish such as salmon, although most studies suggest that fish are generally able to pass over or around them, especially when water levels are high.</p>',
    '<p>In my view, these conflicts are real but manageable. Simple devices, such as pipes that pass through a dam and keep the water below a set level, have proved effective at protecting farmland while leaving the dam in place. Where a dam causes serious problems, it can be removed under licence. What matters is that landowners are not left to bear the costs alone: if the public benefits from cleaner water and fewer floods, it seems only fair that the public should help to pay for the damage.</p>',
    '<p>The return of the beaver is, in the end, a test of attitudes as much as of ecology. For generations, tidy rivers flowing in straight channels were seen as a sign of good land management. Beavers offer a messier vision, one in which rivers spread out, change course and flood their margins. Whether we accept that vision will depend less on what the science says than on what kind of countryside we want to live in.</p>',
  ].join('\n'),
  vocabulary: [
    { term: 'comeback', partOfSpeech: 'noun', meaning: 'a return to a place or to success after a long absence', translations: { fr: 'retour', vn: 'sự trở lại', cn: '回归，复兴', ar: 'عودة' }, pronunciation: '/ˈkʌmbæk/', example: 'Vinyl records have made a surprising comeback among young listeners.' },
    { term: 'deliberate', partOfSpeech: 'adjective', meaning: 'done on purpose, after being planned', translations: { fr: 'délibéré, volontaire', vn: 'có chủ ý', cn: '故意的，有计划的', ar: 'متعمَّد' }, pronunciation: '/dɪˈlɪbərət/', example: 'The spelling mistake in the advert was a deliberate joke.' },
    { term: 'reintroduction', partOfSpeech: 'noun', meaning: 'bringing an animal or plant back to a place where it used to live', translations: { fr: 'réintroduction', vn: 'sự tái thả, tái du nhập', cn: '重新引入', ar: 'إعادة إدخال' }, pronunciation: '/ˌriːɪntrəˈdʌkʃn/', example: 'The reintroduction of wolves changed how deer used the valley.' },
    { term: 'reshape', partOfSpeech: 'verb', meaning: 'to change the shape or form of something', translations: { fr: 'remodeler', vn: 'định hình lại', cn: '重塑，改变形状', ar: 'يُعيد تشكيل' }, pronunciation: '/ˌriːˈʃeɪp/', example: 'Online shopping has begun to reshape our high streets.' },
    { term: 'catchment', partOfSpeech: 'noun', meaning: 'the area of land from which rain flows into a particular river', translations: { fr: 'bassin versant', vn: 'lưu vực', cn: '集水区，流域', ar: 'حوض تصريف' }, pronunciation: '/ˈkætʃmənt/', example: 'Heavy rain across the whole catchment caused the river to rise.' },
    { term: 'sediment', partOfSpeech: 'noun', meaning: 'sand, mud and small stones that sink to the bottom of water', translations: { fr: 'sédiment', vn: 'trầm tích, phù sa', cn: '沉积物', ar: 'رواسب' }, pronunciation: '/ˈsedɪmənt/', example: 'The floodwater left a layer of sediment on the fields.' },
    { term: 'habitat', partOfSpeech: 'noun', meaning: 'the natural home of an animal or plant', translations: { fr: 'habitat', vn: 'môi trường sống', cn: '栖息地', ar: 'موطن' }, pronunciation: '/ˈhæbɪtæt/', example: 'Old hedges are an important habitat for small birds.' },
    { term: 'enthusiastic', partOfSpeech: 'adjective', meaning: 'showing a lot of interest and excitement about something', translations: { fr: 'enthousiaste', vn: 'nhiệt tình, hào hứng', cn: '热情的', ar: 'متحمِّس' }, pronunciation: '/ɪnˌθjuːziˈæstɪk/', example: 'The students were enthusiastic about the field trip.' },
    { term: 'gnawing', partOfSpeech: 'verb', meaning: 'biting something again and again (from gnaw)', translations: { fr: 'rongeant', vn: 'gặm, nhấm', cn: '啃，咬', ar: 'يَقضِم' }, pronunciation: '/ˈnɔːɪŋ/', example: 'A mouse was gnawing at the corner of the box.' },
    { term: 'manageable', partOfSpeech: 'adjective', meaning: 'possible to deal with or control', translations: { fr: 'gérable', vn: 'có thể kiểm soát được', cn: '可控制的，可应付的', ar: 'يمكن التحكّم فيه' }, pronunciation: '/ˈmænɪdʒəbl/', example: 'Breaking the project into small tasks made it manageable.' },
    { term: 'licence', partOfSpeech: 'noun', meaning: 'an official document that allows you to do something', translations: { fr: 'permis, autorisation', vn: 'giấy phép', cn: '许可证', ar: 'ترخيص' }, pronunciation: '/ˈlaɪsns/', example: 'You need a licence to fish in this lake.' },
    { term: 'margins', partOfSpeech: 'noun', meaning: 'the edges of an area, such as the land at the sides of a river', translations: { fr: 'bords, rives', vn: 'mép, rìa', cn: '边缘', ar: 'حوافّ' }, pronunciation: '/ˈmɑːdʒɪnz/', example: 'Tall reeds grow along the margins of the lake.' },
  ],
  practice: [
    trueFalse({
      statement: 'Beavers were hunted in Europe only for their fur.',
      answer: 'false',
      explanation: 'FALSE. The first paragraph says beavers were hunted "for its fur and for a substance used in perfumes", so not only for fur.',
      evidence: 'for its fur and for a substance used in perfumes',
    }),
    trueFalse({
      statement: 'Some beavers have returned to rivers without being released there by people.',
      answer: 'true',
      explanation: 'TRUE. The comeback happened "partly through natural spread and partly through deliberate reintroduction": natural spread needs no human help.',
      evidence: 'partly through natural spread and partly through deliberate reintroduction',
    }),
    gap({
      sentence: 'Beaver ponds trap [[1]] and remove some pollutants coming from farmland.',
      answer: 'sediment',
      limit: 'ONE WORD ONLY',
      explanation: 'sediment. The third paragraph: "The ponds also trap sediment and filter out some of the pollutants that wash off farmland".',
      evidence: 'The ponds also trap sediment',
    }),
    choice({
      prompt: 'What do most studies suggest about fish such as salmon?',
      options: ['They cannot get past beaver dams.', 'They are usually able to get past beaver dams.', 'Their numbers fall wherever beavers return.', 'They can pass beaver dams only when water levels are low.'],
      correct: 'B',
      explanation: 'B. The fourth paragraph says "fish are generally able to pass over or around them, especially when water levels are high", which also rules out D.',
      evidence: 'fish are generally able to pass over or around them',
    }),
    yesNo({
      statement: 'Public money should help landowners with the cost of damage done by beavers.',
      answer: 'yes',
      explanation: 'YES. The writer says "it seems only fair that the public should help to pay for the damage".',
      evidence: 'it seems only fair that the public should help to pay for the damage',
    }),
    yesNo({
      statement: 'Whether people accept beavers will be decided mainly by scientific evidence.',
      answer: 'no',
      explanation: 'NO. The writer says it "will depend less on what the science says than on what kind of countryside we want to live in".',
      evidence: 'will depend less on what the science says than on what kind of countryside we want to live in',
    }),
  ],
};

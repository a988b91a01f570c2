// The graphics printed beside some Part 3/4 question sets of the demo TOEIC listening test (a
// schedule, a price list, a building directory), as HTML tables. `make-toeic-listening-pictures.mjs`
// renders them to PNG.

const STYLE = `font-family: 'DejaVu Sans', Arial, sans-serif; width: 640px; height: 420px; box-sizing: border-box;
  padding: 28px 40px; background: #fff; color: #1d2733;`;
const TABLE = 'width: 100%; border-collapse: collapse; font-size: 20px;';
const CELL = 'border: 2px solid #5b6b7b; padding: 10px 14px; text-align: start;';
const HEAD = `${CELL} background: #dde6ee; font-weight: bold;`;

/** A titled table as a 640×420 block. */
function tableGraphic({ title, subtitle = '', head, rows }) {
  return `<div style="${STYLE}">
    <div style="font-size: 28px; font-weight: bold; text-align: center; margin-bottom: 6px;">${title}</div>
    <div style="font-size: 18px; text-align: center; margin-bottom: 18px; color: #4a5866;">${subtitle}</div>
    <table style="${TABLE}"><tr>${head.map((cell) => `<th style="${HEAD}">${cell}</th>`).join('')}</tr>
    ${rows.map((row) => `<tr>${row.map((cell) => `<td style="${CELL}">${cell}</td>`).join('')}</tr>`).join('')}</table></div>`;
}

/** The graphics by file name. */
export const graphics = {
  'toeic-l1-part3-q62-64-schedule.png': tableGraphic({
    title: 'Product Design Conference',
    subtitle: 'Afternoon talks, 2:00 P.M., Hall A',
    head: ['Day', 'Talk'],
    rows: [
      ['Monday', 'Designing for Older Users'],
      ['Tuesday', 'Sustainable Packaging'],
      ['Wednesday', 'Colour and Brand Identity'],
      ['Thursday', 'Prototyping on a Budget'],
    ],
  }),
  'toeic-l1-part3-q68-70-price-list.png': tableGraphic({
    title: 'QuickPrint Poster Prices',
    subtitle: 'Full colour, price per poster',
    head: ['Size', 'Dimensions', 'Price'],
    rows: [
      ['Small (A4)', '21 × 30 cm', '$4'],
      ['Medium (A3)', '30 × 42 cm', '$7'],
      ['Large (A2)', '42 × 59 cm', '$12'],
      ['Extra large (A1)', '59 × 84 cm', '$18'],
    ],
  }),
  'toeic-l1-part4-q98-100-directory.png': tableGraphic({
    title: 'Lakeside Office Center',
    subtitle: 'Building directory',
    head: ['Floor', 'Tenant'],
    rows: [
      ['1', 'Reception and Security'],
      ['2', 'Accounting Department'],
      ['3', 'Training Rooms A–C'],
      ['4', 'Staff Cafeteria and Lounge'],
    ],
  }),
};

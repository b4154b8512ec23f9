// Rules with pictures (issue 32; scripts/embed-rules.py): a section of a game's Rules screen may
// show a picture its table draws with its own pieces, and a "Try it in Learn to play" that starts
// the guided first game at the move the picture shows. For every game, on a phone held either
// way and on a laptop: each picture the docs name is drawn, inside the screen and over no text or widget of the
// screen; it is photographed with its Try it (build/screenshots/rules-picture-*), and Try it
// opens Learn to play at the marker's move with its coach mark showing.
'use strict';
const fs = require('fs');
const path = require('path');
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

// The pictures of a game's rules as its docs name them: [{ name, move }] ("<!-- picture: NAME;
// try: MOVE -->", the line scripts/embed-rules.py reads).
function picturesOf(game) {
  const text = fs.readFileSync(path.join(h.ROOT, 'docs', 'rules', `${game.name}.md`), 'utf8');
  return [...text.matchAll(/^<!-- picture: ([a-z0-9-]+)(?:; try: (\d+))? -->$/gm)]
    .map((m) => ({ name: m[1], move: m[2] === undefined ? -1 : Number(m[2]) }));
}

const overlap = (a, b, slack = 1.5) => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > slack &&
  Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > slack;
const inside = (a, b, slack = 1.5) => a.x >= b.x - slack && a.y >= b.y - slack && a.x + a.w <= b.x + b.w + slack &&
  a.y + a.h <= b.y + b.h + slack;

// What is wrong with picture `id` in hook `x`: outside the screen's width, the wrong height, or
// over a text or a widget of the screen (its own words, wholly inside it, are its own).
function pictureProblems(x, id) {
  const r = x.widgets[id];
  const problems = [];
  if (r.x < 0 || r.x + r.w > x.size.width + 1) problems.push(`${id} leaves the screen's width (${r.x} + ${r.w})`);
  // A phone's picture fills the width within the margins; a laptop's stops at 480 px.
  if (r.w > Math.min(480, x.size.width - 20)) problems.push(`${id} is ${r.w} px wide`);
  // Tall enough to read its pieces, short enough to show whole with its Try it and some words.
  if (r.h < 100 || r.h > Math.min(300, x.size.height * 0.6)) problems.push(`${id} is ${r.h} px tall`);
  for (const t of x.texts || []) {
    if (overlap(t, r) && !inside(t, r)) problems.push(`${id} lies over the text ${JSON.stringify(t.text)}`);
  }
  for (const [other, w] of Object.entries(x.widgets)) {
    if (other !== id && overlap(w, r)) problems.push(`${id} lies over the widget ${other}`);
  }
  return problems;
}

// Scrolls the rules (a finger's drag) until the picture and its Try it both show above the bottom
// bar: they are photographed together.
async function showPicture(page, picture) {
  const { width, height } = page.viewportSize();
  const cdp = await page.context().newCDPSession(page);
  let seen = '';
  try {
    for (let i = 0; i < 20; i++) {
      const x = await h.waitFor(page, (y) => y.widgets[`rules.try.${picture}`] && y.widgets['rules.back'],
        { label: `rules.try.${picture}` });
      const top = x.widgets[`rules.picture.${picture}`].y, button = x.widgets[`rules.try.${picture}`];
      const bottom = button.y + button.h, bar = x.widgets['rules.back'].y;
      if (top >= 0 && bottom <= bar - 4 && !button.clipped) return x;
      seen = `the picture's top at ${top}, its Try it's bottom at ${bottom}, the bar at ${bar}`;
      // Down far enough to show its top, or up far enough to show the button (the body's room
      // ends a little above the bar): at least 12 px (a shorter drag is no drag), at most 40% of
      // the screen a drag.
      const need = top < 0 ? 6 - top : bar - 14 - bottom;
      const dy = Math.sign(need) * Math.min(height * 0.4, Math.max(12, Math.abs(need)));
      const start = dy < 0 ? bar * 0.9 : bar * 0.1;
      if (await h.hasTouch(page)) {
        const steps = Math.max(1, Math.ceil(Math.abs(dy) / 10));
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: width / 2, y: start }] });
        for (let s = 1; s <= steps; s++) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: width / 2, y: start + (dy * s) / steps }] });
          await page.waitForTimeout(16);
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      } else {
        await page.mouse.move(width / 2, bar / 2);  // a laptop's wheel: down the page is a drag up
        await page.mouse.wheel(0, -dy);
      }
      await h.settle(page);
    }
  } finally {
    await cdp.detach();
  }
  throw new Error(`could not scroll the picture ${picture} and its Try it into view: ${seen}`);
}

const showsMark = (x) => x.state && x.state.coach && x.state.coach.showing && h.tappable(x, x.state.coach.widget);

for (const game of h.appGames()) {
  const pictures = picturesOf(game);
  for (const [label, size] of [['phone', h.PHONE], ['landscape', h.LANDSCAPE], ['desktop', h.DESKTOP]]) {
    const { width, height } = size.viewport;
    test(`${game.title}'s Rules pictures stay on the screen over no words at ${width} x ${height}, and each Try it starts Learn to play at the move it shows`, { timeout: 180000 }, async () => {
      assert.ok(pictures.length > 0, `docs/rules/${game.name}.md names no picture`);
      for (const { name, move } of pictures) {
        await h.withApp(size, { pace: 'instant' }, async ({ page, errors }) => {
          await h.waitScreen(page, 'home');
          await h.tap(page, `home.${game.name}.rules`);
          let x = await h.waitFor(page, (y) => y.screen === 'rules' && y.state.open === game.name &&
            !!y.widgets[`rules.picture.${name}`], { label: `${game.title}'s rules with the picture ${name}` });
          x = await showPicture(page, name);
          assert.deepStrictEqual(pictureProblems(x, `rules.picture.${name}`), []);
          assert.deepStrictEqual(h.layoutProblems(x), []);
          await h.shot(page, `rules-picture-${game.name}-${label}`);
          if (move < 0) return;
          await h.tap(page, `rules.try.${name}`);
          x = await h.waitFor(page, (y) => y.screen === 'table' && showsMark(y),
            { timeout: 60000, label: `Learn to play at move ${move}` });
          assert.strictEqual(x.state.coach.move, move);
          assert.deepStrictEqual(errors, []);
        });
      }
    });
  }
}

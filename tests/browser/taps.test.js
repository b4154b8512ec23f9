// Taps that are not refused (issue 29, point 1): "A press counts when the finger (or mouse) goes
// down and up on the same widget and that widget kept its place and its job from down to up. It
// is refused only when the widget appeared, moved or changed its job (its label or enabled, not
// its look) less than about 150 ms before the press began, or during the press." Every press
// here is real input (CDP touch events in a touch context at 390x844, CDP mouse events at
// 1280x800), timed from the widget's appearance as the hook reported it, on the page's clock
// (helpers' trackWidgets and pressAt); the hook only reports. A press that began 200 ms or more
// after its widget appeared must act, once; a busy machine only makes it later. Each test
// collects what went wrong in its cases and says it at the end.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const DEVICES = [['a phone, by touch', h.PHONE], ['a desktop, by mouse', h.DESKTOP]];
const OPTIONS = { pace: 'instant', prepare: (context) => context.addInitScript(h.trackWidgets) };
const SETTLE_MS = 150;  // the rule's "about 150 ms"

const game = (x, name) => (x && x.state && x.state.game && x.state.game.name === name ? x.state.game : null);
const rc = (x) => game(x, 'roll-and-clear');
const ace = (x) => game(x, 'clear-ace');
const waitOr = (page, predicate, label, timeout = 5000) => h.waitFor(page, predicate, { timeout, label }).catch(() => null);

// What a press that had to count came to: '' when it counted, null when the widget changed
// again within the guard's time (which lets it refuse: logged, not judged), else what was dropped.
function dropped(p, what) {
  const verdict = p.press ? `${p.press.verdict} on ${p.press.id}` : 'no verdict';
  console.log(`# ${what}: ${p.id} pressed ${p.delay} ms after it appeared: ${verdict}`);
  if (p.settledFor < SETTLE_MS || p.changedDuring) {
    console.log(`# ${what}: ${p.id} changed again ${p.changedDuring ? 'during the press' : `${Math.round(p.settledFor)} ms before it`}: not judged`);
    return null;
  }
  const said = `${what}: the press on ${p.id}, ${p.delay} ms after it appeared`;
  if (!p.press) return `${said}, reached no widget (no verdict in the hook)`;
  if (p.press.id !== p.id || p.press.verdict !== 'tap') return `${said}, was dropped (the hook's verdict: ${verdict})`;
  return '';
}

// Resolves, from the page, once a card glows (the roll is in: enabled or not yet) or Roll is
// offered again on a roll that matched nothing ({ id: null }).
function glowSoon(page) {
  return page.waitForFunction((source) => {
    const x = window.__allclear, id = x && x.state && eval(`(${source})`)(x);  // eslint-disable-line no-eval
    if (id) return { id, enabled: x.widgets[id].enabled, rect: x.widgets[id], n: window.__downs.length, count: x.lastPress.count };
    const roll = x && x.widgets && x.widgets['table.roll'];
    return roll && roll.enabled && x.state.game.rollsMade > 0 && x.state.game.timeline.caughtUp ? { id: null } : null;
  }, glowingCard.toString(), { polling: 'raf', timeout: 60000 }).then((r) => r.jsonValue(), () => {
    throw new Error('Roll was pressed and no roll came: no card glows and Roll is not offered again');
  });
}

// From home, the New game screen of `name` (home.<name>). A phone's finger drags home to the
// button (tap does); the mouse scrolls it with the wheel.
async function openGame(page, name) {
  const id = `home.${name}`;
  for (let i = 0; i < 20 && !(await h.hasTouch(page)); i++) {
    const w = (await h.waitFor(page, (x) => x.screen === 'home' && x.widgets[id], { label: id })).widgets[id];
    if (!w.clipped && w.y >= 0 && w.y + w.h <= page.viewportSize().height) break;
    await page.mouse.move(page.viewportSize().width / 2, page.viewportSize().height / 2);
    await page.mouse.wheel(0, w.y < 0 ? -200 : 200);
    await h.settle(page);
  }
  await h.tap(page, id);
  return h.waitScreen(page, 'new');
}

// Two presses `gapMs` apart on the widget's centre, as a hurried finger or a double click makes them.
// Resolves to when each press began on the page's clock (ms), as the app judges it.
async function doublePress(page, id, gapMs = 80) {
  const x = await h.waitFor(page, (y) => h.tappable(y, id), { label: `widget ${id}` });
  const at = { x: x.widgets[id].x + x.widgets[id].w / 2, y: x.widgets[id].y + x.widgets[id].h / 2 };
  await page.evaluate(() => {
    window.pressesBegan = [];
    const note = (e) => window.pressesBegan.push(e.timeStamp);
    window.addEventListener('mousedown', note, { capture: true });
    window.addEventListener('touchstart', note, { capture: true });
  });
  for (let i = 1; i <= 2; i++) {
    await h.pointer(page, 'down', at, i);
    await h.pointer(page, 'up', at, i);
    if (i === 1) await page.waitForTimeout(gapMs);
  }
  await h.settle(page, { quietMs: 400, maxMs: 3000 });
  return page.evaluate(() => window.pressesBegan);
}

// A card of the person's grid that glows (takes a die: `targets`), enabled or not, other than
// `arg.not` when another glows too.
function glowingCard(x, arg) {
  const g = x.state && x.state.game;
  if (!g || g.name !== 'roll-and-clear' || !g.targets) return null;
  const ids = [];
  for (let i = 0; i < 12; i++) if ((g.targets >>> i) & 1 && x.widgets[`table.card.${i}`]) ids.push(`table.card.${i}`);
  return ids.find((id) => id !== (arg && arg.not)) || ids[0] || null;
}

for (const [device, size] of DEVICES) {
  test(`Roll and Clear on ${device}: Roll and a glowing card pressed 200 ms after they appear act once; a press begun before the card lit does nothing and flashes; a double press rolls once`, { timeout: 300000 }, async () => {
    // At the Normal pace a roll stays on the table about a second before its dice can be placed:
    // time for a finger to come down on a card before it lights, on a busy machine too.
    await h.withApp(size, { ...OPTIONS, pace: 'normal' }, async ({ page, errors }) => {
      const problems = [];
      let x = await openGame(page, 'roll-and-clear');
      while (x.widgets['new.seat1.name']) { await h.tap(page, 'new.players.minus'); x = await h.hook(page); }
      // Roll comes with the table: pressed 200 ms after it appeared.
      const starting = h.tap(page, 'new.start');
      let soonP = glowSoon(page);  // watched from before the roll: the card is pressed before it lights
      let pressed = await h.pressAt(page, 'table.roll', 200, { when: (y) => y.screen === 'table', quiet: false });
      await starting;
      let problem = dropped(pressed, 'Roll at the table\'s start');
      if (problem) problems.push(problem);
      let during = null, card = null;
      for (let attempt = 0; attempt < 6 && !card; attempt++) {
        if (problem !== '' || attempt > 0) {
          // No roll yet, or one that matched nothing: Roll ("No match: roll") again, past any guard.
          if (attempt > 0) soonP = glowSoon(page);
          await h.pressAt(page, 'table.roll', 450, { quiet: false });
          problem = '';
        }
        // The roll is on show: the card that will glow is not enabled yet. A press put down on
        // it now and lifted once it has lit must do nothing.
        const soon = await soonP;
        if (!soon.id) continue;  // no match: roll again
        if (!during && soon.enabled) console.log(`# ${soon.id} had lit before a press could begin while the dice tumbled`);
        if (!during && !soon.enabled) {
          const at = { x: soon.rect.x + soon.rect.w / 2, y: soon.rect.y + soon.rect.h / 2 };
          const { n, count } = soon;
          await h.pointer(page, 'down', at);
          await page.waitForFunction((id) => window.__allclear.widgets[id] && window.__allclear.widgets[id].enabled, soon.id, { polling: 'raf', timeout: 10000 });
          await h.pointer(page, 'up', at);
          during = { id: soon.id, count, ...(await page.evaluate(([k, id]) => ({ down: window.__downs[k], lit: window.__changedAt[id] }), [n, soon.id])) };
          // Its verdict in the hook before the next press: a press begun after the card lit (a slow
          // machine) is a tap, whose verdict the next press must not take for its own.
          await page.waitForFunction((c) => window.__presses.some((p) => p.count > c), count, { polling: 'raf', timeout: 3000 }).catch(() => {});
        }
        // A glowing card (another if two glow), pressed 200 ms after it lit.
        pressed = await h.pressAt(page, glowingCard, 200, { arg: { not: during && during.id }, timeout: 15000 });
        card = pressed;
      }
      if (!card) problems.push('six rolls matched no card: the glowing-card cases were not tried');
      if (during) {
        // The guard's verdict on it (the first after it), and whether the card flashed.
        const verdict = await page.evaluate((n) => window.__presses.find((p) => p.count > n), during.count);
        const flashed = await page.evaluate(([id, from]) => (window.__refusedAt[id] || 0) >= from, [during.id, during.down]);
        if (during.down >= during.lit) {
          console.log(`# the press meant to begin before ${during.id} lit began ${Math.round(during.down - during.lit)} ms after it (a slow machine): not judged`);
        } else {
          const before = `a press on ${during.id} begun ${Math.round(during.lit - during.down)} ms before it lit and lifted after`;
          if (verdict && verdict.id === during.id && verdict.verdict === 'tap') problems.push(`${before} put a die on it`);
          if (!flashed) problems.push(`${before} was refused without showing it (no "refused" on it in the hook)`);
        }
      }
      if (card) {
        problem = dropped(card, 'a glowing card');
        const placed = await waitOr(page, (y) => rc(y).staged.length > 0, 'a die on the card', 2000);
        if (problem === '' && !placed) problem = `a glowing card: the press on ${card.id} put no die on it`;
        if (problem) problems.push(problem);
        if (!placed) await h.tap(page, card.id);
        // A double press on Roll again: one roll.
        const before = (await waitOr(page, (y) => h.tappable(y, 'table.roll-again'), 'Roll again')) || {};
        if (rc(before)) {
          const began = await doublePress(page, 'table.roll-again');
          const rolled = await waitOr(page, (y) => rc(y).rollsMade > rc(before).rollsMade && h.shownAll(y), 'the second roll');
          // Roll again comes back once the roll's dice have landed (0.35 s) and takes a press
          // 0.15 s later: a second press a busy machine delivered 0.5 s or more after the first
          // is a second deliberate press, not judged.
          const late = began.length === 2 && began[1] - began[0] >= 500;
          if (!rolled) problems.push('a double press on Roll again did not roll');
          else if (late) console.log(`# the second press landed ${Math.round(began[1] - began[0])} ms after the first, after Roll again settled: not judged`);
          else if (rc(rolled).rollsMade !== rc(before).rollsMade + 1) problems.push(`a double press on Roll again rolled ${rc(rolled).rollsMade - rc(before).rollsMade} times`);
        }
      }
      assert.deepStrictEqual(problems, [], `on ${device}, Roll and Clear:\n${problems.join('\n')}`);
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`Clear Ace on ${device}: Play pressed 200 ms after a card was chosen plays it, once`, { timeout: 300000 }, async () => {
    await h.withApp(size, OPTIONS, async ({ page, errors }) => {
      await openGame(page, 'clear-ace');
      await h.tap(page, 'new.start');
      // The person's card is asked for (their die rolled by taps; the bot's turns shown at once).
      let x;
      for (;;) {
        x = await h.waitFor(page, (y) => ace(y) && !ace(y).showing && h.shownAll(y) &&
          ((ace(y).next === 'roll' && h.tappable(y, 'table.roll')) || (ace(y).next === 'human' && y.widgets['table.hand.0'])),
        { label: 'the person to roll or play', timeout: 60000 });
        if (ace(x).next === 'human') break;
        await h.tap(page, 'table.roll');
        await h.waitFor(page, (y) => ace(y).history > ace(x).history, { label: 'the die rolled' });
      }
      const g = ace(x), chosen = g.legal[0];
      const playing = h.pressAt(page, 'table.play', 200, { arg: chosen, when: (y, card) => y.state.game.selected === card });
      await h.tap(page, `table.hand.${g.hand.indexOf(chosen)}`);
      const pressed = await playing;
      const problems = [];
      const problem = dropped(pressed, `Play after ${chosen} was chosen`);
      if (problem) problems.push(problem);
      const after = await waitOr(page, (y) => !ace(y) || ace(y).history > g.history, 'the card played');
      if (!after && problem === '') problems.push(`Play after ${chosen} was chosen did not play it`);
      else if (ace(after) && ace(after).table.length > 0 && ace(after).hand.includes(chosen)) problems.push(`${chosen} was played but stayed in the hand`);
      assert.deepStrictEqual(problems, [], `on ${device}, Clear Ace:\n${problems.join('\n')}`);
      assert.deepStrictEqual(errors, []);
    });
  });

  test(`Clear! on ${device}: More options pressed 300 ms after a name was typed and Enter pressed opens once; Next round pressed 300 ms after the summary appeared starts round 2, once`, { timeout: 600000 }, async () => {
    await h.withApp(size, OPTIONS, async ({ page, errors }) => {
      const problems = [];
      await h.waitScreen(page, 'home');
      await h.tap(page, 'home.clear');
      await h.waitScreen(page, 'new');
      await page.evaluate(() => window.addEventListener('keydown', (e) => { if (e.key === 'Enter') window.__enterAt = e.timeStamp; }, { capture: true }));
      let problem = null, opened = null;
      // Up to three times while the press cannot be judged: the preset names under the name
      // linger 0.6 s after Enter, then go, and More options moves up (a press then may be refused).
      for (let attempt = 0; attempt < 3 && problem === null; attempt++) {
        if ((await h.hook(page)).widgets['new.seed.new']) await h.tap(page, 'new.more');
        await h.tap(page, 'new.seat0.name');
        await page.waitForFunction(() => document.activeElement && document.activeElement.tagName === 'INPUT');
        await page.keyboard.type('Zed');
        await page.keyboard.press('Enter');
        const enterAt = await page.evaluate(() => window.__enterAt);
        problem = dropped(await h.pressAt(page, 'new.more', 300, { from: enterAt }), 'More options after a name and Enter');
        opened = await waitOr(page, (y) => y.widgets['new.seed.new'], 'more options', 2000);
      }
      if (problem === '' && !opened) problem = 'More options after a name and Enter: the press opened nothing';
      if (problem) problems.push(problem);
      await h.settle(page, { quietMs: 400, maxMs: 3000 });
      if (opened && !(await h.hook(page)).widgets['new.seed.new']) problems.push('More options opened and closed again: two actions');
      await h.tap(page, 'new.back');
      // A round against a quick bot; Next round pressed 300 ms after the summary appeared.
      await h.startClear(page, { seats: ['human', 'quick'], rounds: 2 });
      const next = h.pressAt(page, 'summary.next', 300, { timeout: 540000, when: (y) => y.screen === 'summary' });
      await h.playClearRound(page);
      const pressed = await next;
      problem = dropped(pressed, 'Next round on the summary');
      const round2 = await waitOr(page, (y) => y.screen === 'table' && y.state.game.round === 2, 'round 2');
      if (problem === '' && !round2) problem = 'Next round on the summary did not start round 2';
      if (problem) problems.push(problem);
      if (round2 && round2.state.game.roundsCompleted !== 1) problems.push('Next round went past round 2');
      assert.deepStrictEqual(problems, [], `on ${device}, Clear!:\n${problems.join('\n')}`);
      assert.deepStrictEqual(errors, []);
    });
  });
}

// Pieces that move (issue 31, part 3): each game's motions are shot mid-way at 390 x 844,
// 844 x 390 and 1280 x 800 (build/screenshots/motion-<game>-<size>.png, looked at), and the
// table's layout checks hold in those very frames; a motion ends within its step, and once it
// has ended the page draws nothing more until the step's time is up (nothing animates between
// steps); with reduced motion a motion is a short fade in place.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

// Every seat a quick bot: every step is a bot's (a person's own move shows at once), at the Slow
// pace, so a motion lasts long enough (about 0.5 to 0.8 s) to be caught mid-way on a busy machine.
const SIZES = [['phone', 390, 844], ['landscape', 844, 390], ['desktop', 1280, 800]];

function settings(args) {
  localStorage.setItem('allclear.settings.v1', JSON.stringify({
    format: 'allclear-settings', version: 1, botPace: args.pace, reducedMotion: args.reducedMotion }));
}

function game(x) { return x && x.state && x.state.game; }
function moving(x) { const g = game(x); return x && x.screen === 'table' && g && g.moving ? g.moving : null; }

// From home: `name` with every seat a quick bot.
async function startBots(page, name, players = 2) {
  await h.waitScreen(page, 'home');
  await h.scrollIntoView(page, `home.${name}`);
  await h.tap(page, `home.${name}`);
  let x = await h.waitScreen(page, 'new');
  while (!!x.widgets[`new.seat${players}.name`] || !x.widgets[`new.seat${players - 1}.name`]) {
    await h.tap(page, x.widgets[`new.seat${players}.name`] ? 'new.players.minus' : 'new.players.plus');
    x = await h.hook(page);
  }
  for (let i = 0; i < players; i++) await h.tap(page, `new.seat${i}.quick`);
  await h.tap(page, 'new.start');
  return h.waitFor(page, (y) => y.screen === 'table', { label: `${name} started` });
}

// In the page, every animation frame: the app's frame count, the step on screen and the motion
// the hook reports (read with framesSeen).
async function recordFrames(page) {
  await page.evaluate(() => {
    const seen = (window.__motionFrames = []);
    const look = () => {
      const x = window.__allclear;
      const g = x && x.state && x.state.game;
      const t = g && g.timeline;
      if (x && x.screen === 'table' && t) {
        const last = seen[seen.length - 1];
        if (!last || last.frames !== x.frames) {
          seen.push({ frames: x.frames, key: `${t.step}|${t.shownHistory}|${t.since}`, hold: t.hold, at: performance.now(),
            moving: g.moving ? g.moving.what : null, t: g.moving ? g.moving.t : null });
        }
      }
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

// What the recorded frames say of each step that had a motion: its motion ended while the step was
// still on screen, and how many frames were drawn from then to the step's end.
async function motionSteps(page) {
  const frames = await page.evaluate(() => window.__motionFrames);
  const steps = [];
  for (let i = 0; i < frames.length; i++) {
    const f = frames[i];
    if (!f.moving || (i > 0 && frames[i - 1].key === f.key && frames[i - 1].moving)) continue;
    let j = i;
    while (j + 1 < frames.length && frames[j + 1].key === f.key && frames[j + 1].moving) j++;
    let k = j + 1;
    while (k < frames.length && frames[k].key === f.key) k++;
    if (k >= frames.length) break;  // the step is still on screen
    const after = k - (j + 1);  // frames drawn with the step on screen, its motion over
    // When each of those frames came, from the motion's end (ms).
    const times = frames.slice(j + 1, k).map((g) => Math.round(g.at - frames[j].at));
    steps.push({ what: f.moving, hold: f.hold, endedInStep: after > 0, framesAfter: Math.max(0, after - 1), times });
  }
  return steps;
}

async function resize(page, width, height) {
  await page.setViewportSize({ width, height });
  await page.evaluate(() => window.dispatchEvent(new Event('resize')));
  return h.waitFor(page, (x) => x.size && Math.abs(x.size.width - width) < 1 && Math.abs(x.size.height - height) < 1,
    { label: `a frame laid out at ${width}x${height}` });
}

// At each size: the next motion caught between a fifth and four fifths of its way is shot, and
// the table's text checked in that frame.
async function shootMidMotion(page, name, label) {
  const problems = [];
  for (const [size, width, height] of SIZES) {
    await resize(page, width, height);
    const x = await h.waitFor(page, (y) => { const m = moving(y); return m && m.t > 0.2 && m.t < 0.8; },
      { timeout: 120000, label: `${name}: a motion mid-way at ${size}` });
    await h.shot(page, `motion-${name}-${label}${size}`);
    problems.push(...h.layoutProblems(x).map((p) => `${size} (${moving(x).what}, t ${moving(x).t}): ${p}`));
  }
  return problems;
}

for (const { name } of h.appGames()) {
  test(`${name}: its pieces move within their steps, shot mid-way at every size, idle between steps`, async () => {
    await h.withApp(h.PHONE, { prepare: (c) => c.addInitScript(settings, { pace: 'slow', reducedMotion: 'off' }) },
      async ({ page, errors }) => {
        await startBots(page, name);
        const problems = await shootMidMotion(page, name, '');
        assert.deepStrictEqual(problems, [], 'the layout holds mid-motion');
        // A few more motions at the desktop's size, the page left alone (a resize draws frames of
        // its own), then what the frames say of each.
        await recordFrames(page);
        let steps = await motionSteps(page);
        for (let n = 0; steps.length < 4 && n < 60; n++) {
          await h.waitFor(page, (y) => !moving(y), { timeout: 60000, label: 'a motion over' });
          await h.waitFor(page, (y) => !!moving(y), { timeout: 60000, label: 'the next motion' });
          steps = await motionSteps(page);
        }
        for (const s of steps) {
          console.log(`# ${name}: ${s.what} (step held ${s.hold} ms): ${s.framesAfter} frames after it ended, at ${s.times} ms`);
          assert.ok(s.endedInStep, `${name}: "${s.what}" ended within its step`);
          assert.ok(s.framesAfter <= 6, `${name}: ${s.framesAfter} frames drawn after "${s.what}" ended, in its step`);
        }
        assert.ok(steps.length >= 1, `${name}: a motion was seen to its end`);
        assert.deepStrictEqual(errors, []);
      });
  });
}

test('with reduced motion a piece fades in place (no travel), shot at every size', async () => {
  await h.withApp(h.PHONE, { prepare: (c) => c.addInitScript(settings, { pace: 'slow', reducedMotion: 'on' }) },
    async ({ page, errors }) => {
      await startBots(page, 'clear-ace');
      const problems = await shootMidMotion(page, 'clear-ace', 'reduced-');
      assert.deepStrictEqual(problems, []);
      const x = await h.waitFor(page, (y) => !!moving(y), { timeout: 60000, label: 'a motion' });
      assert.ok(moving(x).reduced, 'the motion is a fade');
      assert.deepStrictEqual(errors, []);
    });
});



// The main thread's busy share over `seconds` with no input: CDP Performance.getMetrics'
// TaskDuration (seconds of tasks) against the wall clock, and the frames drawn meanwhile.
async function busyShare(page, seconds) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const a = await read(), framesA = (await h.hook(page)).frames, t0 = Date.now();
  await page.waitForTimeout(seconds * 1000);  // the subject is the time itself: nothing to wait on
  const b = await read(), framesB = (await h.hook(page)).frames, wall = (Date.now() - t0) / 1000;
  await cdp.detach();
  return { busyPercent: Number((100 * (b.TaskDuration - a.TaskDuration) / wall).toFixed(3)), frames: framesB - framesA };
}

// The page left alone at home and at each table waiting for the person (the bots' steps and their
// motions over) draws nothing: no motion runs on between steps. How busy the main thread is then
// is a figure, printed here and measured for docs/performance.md ("Idle") by
// tests/measure/measure.js, not a condition: a busy machine's own work would fail it.
// ALLCLEAR_IDLE_SECONDS sets the span (3 by default).
test('the page left alone at home and at every table draws no frame', async () => {
  const seconds = Number(process.env.ALLCLEAR_IDLE_SECONDS || 3);
  await h.withApp(h.PHONE, { pace: 'normal' }, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.settle(page, { quietMs: 1000, maxMs: 5000 });  // the frames of the page's start drawn
    const figures = { home: await busyShare(page, seconds) };
    for (const g of h.appGames()) {
      await h.startTable(page, g.name, h.playersWithin(g, 2));
      await h.waitFor(page, (x) => x.screen === 'table' && !moving(x) && h.clearWaitsForPerson(x),
        { label: `${g.name}: the person to act`, timeout: 120000 });
      await h.settle(page, { quietMs: 1000, maxMs: 5000 });
      figures[g.name] = await busyShare(page, seconds);
      await h.tap(page, 'table.home');
    }
    console.log(`# idle over ${seconds} s: ${JSON.stringify(figures)}`);
    for (const [where, f] of Object.entries(figures)) assert.strictEqual(f.frames, 0, `${where}: no frame drawn`);
    assert.deepStrictEqual(errors, []);
  });
});

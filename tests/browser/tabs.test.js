// Two tabs of All Clear on one device share its storage: neither loses the other's results, and
// a game played on in one is never undone by the other.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const STATS = 'allclear.clear.stats.v1';
const GAME = 'allclear.clear.game';
const played = async (page) => JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STATS)) || '{"played":0}').played;
const storedHistory = async (page) => JSON.parse(await page.evaluate((k) => localStorage.getItem(k), GAME)).history.length;

// Two pages of one browser context: two tabs of the same site. A person plays in the tab in
// front (a tab behind draws no frames), so each tab is brought to the front before it is used.
// `pace`: the bots' pace (h.withApp).
async function twoTabs(body, { pace } = {}) {
  await h.withApp(h.PHONE, { pace }, async ({ server, context, page, errors }) => {
    const other = await context.newPage();
    const otherErrors = h.watchErrors(other);
    await other.goto(server.url);
    await body(page, other);
    assert.deepStrictEqual(errors, []);
    assert.deepStrictEqual(otherErrors, []);
  });
}

test('a game finished in each of two tabs counts twice in the statistics', { timeout: 900000 }, async () => {
  await twoTabs(async (a, b) => {
    await h.waitScreen(b, 'home');
    await a.bringToFront();
    await h.startClearAgainstBot(a, { rounds: 1 });
    await h.playClearRound(a, { skipBots: true });
    assert.strictEqual(await played(a), 1);
    // The other tab, open all along, plays a game of its own to the end.
    await b.bringToFront();
    await h.startClearAgainstBot(b, { rounds: 1 });
    await h.playClearRound(b, { skipBots: true });
    assert.strictEqual(await played(b), 2, 'both games counted');
    const results = await b.evaluate(() => localStorage.getItem('allclear.clear.results.v1'));
    assert.strictEqual(results.trim().split('\n').length, 2, 'both games kept');
  }, { pace: 'instant' });
});

test('moves made in one tab are never undone by the other, which says so and can take the game over', { timeout: 900000 }, async () => {
  await twoTabs(async (a, b) => {
    await h.waitScreen(b, 'home');
    await a.bringToFront();
    await h.startClearAgainstBot(a, { rounds: 2 });
    await h.waitForClearPerson(a);
    // The second tab opens the same game.
    await b.bringToFront();
    await b.reload();
    await h.waitForClearPerson(b);
    const before = (await h.hook(b)).state.game.history;
    // Played on in the first tab: the second says so, and its copy writes nothing.
    await a.bringToFront();
    await h.clearStep(a);
    await h.waitFor(a, (x) => x.state.game.history > before, { label: 'a move in the first tab' });
    // The bot answers in the first tab; once its player is to move again it writes nothing more
    // (a tab behind still runs its timers, only slower: read too early, the stored game would
    // still grow).
    await h.waitForClearPerson(a, { timeout: 120000 });
    const moved = await storedHistory(a);
    assert.ok(moved > before, 'the first tab saved its move');
    await b.bringToFront();
    await h.waitFor(b, (x) => x.widgets['elsewhere.take'], { label: 'the second tab told', timeout: 30000 });
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(b, 'moved-elsewhere'), []);
    // Taken over: the second tab goes on from the game as the first left it.
    await h.tap(b, 'elsewhere.take');
    const taken = await h.waitFor(b, (x) => x.screen === 'table' && x.state.game.history === moved, { label: 'taken over' });
    await h.waitForClearPerson(b, { timeout: 120000 });
    await h.clearStep(b);
    await h.waitFor(b, (x) => x.state.game.history > taken.state.game.history, { label: 'a move in the second tab' });
    assert.ok(await storedHistory(b) > moved, "the second tab's move is kept");
    const waiting = await h.waitForClearPerson(b, { timeout: 120000 });
    await a.bringToFront();
    await h.waitFor(a, (x) => x.widgets['elsewhere.take'], { label: 'the first tab told', timeout: 30000 });
    // The first tab, sent home, writes nothing over the game (the second waits for its player).
    await h.tap(a, 'elsewhere.home');
    await h.waitScreen(a, 'home');
    assert.strictEqual(await storedHistory(a), waiting.state.game.history);
  });
});

// Around the table: New game remembers the last setup of each game (names typed on the
// phone's keyboard included), every game gets a new deal, the game number waits under More
// options, and a finished game ends on a Game over screen with Play again.
'use strict';
const test = require('node:test');
const assert = require('node:assert');
const h = require('./helpers');

const inputFocused = (page) => page.waitForFunction(() => document.activeElement && document.activeElement.tagName === 'INPUT');
const savedSetup = async (page) => JSON.parse(await page.evaluate(() => localStorage.getItem('allclear.clear.setup.v1')));

test('a typed name, a preset and the seats are remembered for the next game, after a reload too', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear');
    await h.waitScreen(page, 'new');
    // A tap on the name opens the phone's keyboard (the page's hidden input takes the focus).
    await h.tap(page, 'new.seat0.name');
    await inputFocused(page);
    await page.keyboard.type('  Zoë   Lindqvist ');
    await page.keyboard.press('Enter');
    // Enter ends the typing and its presets go, which moves the seats below: a tap aimed by the
    // frame before would land where seat 1 no longer is.
    await h.waitFor(page, (x) => !Object.keys(x.widgets).some((id) => id.startsWith('new.seat0.preset.')),
                    { label: 'the typing ended' });
    // A preset is one tap away while a name is typed.
    await h.tap(page, 'new.seat1.name');
    await h.waitFor(page, (x) => x.widgets['new.seat1.preset.Cleo'], { label: 'the preset names' });
    await h.shot(page, 'phone-new-game-typing');
    await h.tap(page, 'new.seat1.preset.Cleo');
    await h.waitFor(page, (x) => !x.widgets['new.seat1.preset.Cleo'], { label: 'the presets gone' });
    await h.tap(page, 'new.seat1.strong');
    await h.tap(page, 'new.rounds.minus');
    await h.tap(page, 'new.start');
    await h.waitScreen(page, 'table');
    const saved = await savedSetup(page);
    assert.deepStrictEqual(saved.seats.slice(0, 2), [{ name: 'Zoë Lindqvis', kind: 'human' }, { name: 'Cleo', kind: 'strong' }],
                           'the name is cleaned and cut to 12 characters');
    assert.strictEqual(saved.parameters.rounds, 6);
    await page.reload();
    await h.waitScreen(page, 'table');
    await h.tap(page, 'table.home');
    await h.waitScreen(page, 'home');
    await h.tap(page, 'home.clear');
    await h.waitFor(page, (x) => x.screen === 'new' || x.widgets['new.confirm-abandon'] || x.widgets['new.keep-playing'], { label: 'new game' });
    const x = await h.hook(page);
    assert.ok(x.widgets['new.seat1.strong'], 'two seats again');
    assert.deepStrictEqual(await savedSetup(page), saved, 'nothing rewritten by opening New game');
    await h.shot(page, 'phone-new-game-remembered');
    assert.deepStrictEqual(errors, []);
  });
});

test('every new game gets a new deal, and the game number waits under More options', async () => {
  await h.withApp(h.PHONE, async ({ page, errors }) => {
    const seeds = [];
    for (let i = 0; i < 2; i++) {
      await h.startTable(page, 'clear', 2);
      seeds.push((await h.waitScreen(page, 'table')).state.game.seed);
      await h.tap(page, 'table.home');
      await h.waitScreen(page, 'home');
    }
    assert.notStrictEqual(seeds[0], seeds[1], 'New game deals another game');
    await h.tap(page, 'home.clear');
    const x = await h.waitScreen(page, 'new');
    assert.ok(!x.widgets['new.seed.plus'], 'the game number is out of the way');
    await h.tap(page, 'new.more');
    await h.waitFor(page, (y) => y.widgets['new.seed.plus'] && y.widgets['new.seed.new'], { label: 'the game number' });
    // Its label fits beside its buttons, or takes a line of its own (a laptop's narrow column).
    assert.deepStrictEqual(await h.layoutProblemsAtEverySize(page, 'new-game-more-options'), []);
    assert.deepStrictEqual(errors, []);
  });
});

test('a finished game ends on Game over with the winner, a Total row and Play again with the same seats', async () => {
  await h.withApp(h.PHONE, { pace: 'instant' }, async ({ page, errors }) => {
    await h.startClearAgainstBot(page, { rounds: 1 });
    const first = (await h.hook(page)).state.game.seed;
    const summary = await h.playClearRound(page, { skipBots: true });
    assert.strictEqual(summary.state.game.phase, 'over');
    assert.ok(summary.widgets['summary.home'] && summary.widgets['summary.final'] && summary.widgets['summary.play-again'],
              'the last summary offers Home, the final scores and Play again');
    await h.tap(page, 'summary.final');
    const board = await h.waitScreen(page, 'scoreboard');
    assert.ok(board.widgets['scoreboard.home'] && board.widgets['scoreboard.new'] && board.widgets['scoreboard.play-again']);
    await h.shot(page, 'phone-game-over');
    await h.tap(page, 'scoreboard.play-again');
    const again = await h.waitScreen(page, 'table');
    assert.notStrictEqual(again.state.game.seed, first, 'a new deal');
    assert.strictEqual(again.state.game.phase === 'over', false);
    assert.deepStrictEqual(errors, []);
  });
});

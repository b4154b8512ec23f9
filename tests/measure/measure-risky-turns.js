// How long each turn of Risky Business takes to be told at Normal pace (not a test): seeded
// one-game matches between two quick bots, watched from the first frame to the summary, each
// turn timed from its first step to the next turn's first step (the game's last turn: to the
// summary). Prints JSON: per seed, each turn's seconds and steps, then the spread of all turns.
// usage: [STEPS=1] node tests/measure/measure-risky-turns.js [seed ...]   (after scripts/build-web.sh);
// STEPS=1 lists each turn's steps with their times.
'use strict';
const h = require('../browser/helpers');

const GAME = 'allclear.risky-business.game';

function botMatch(seed) {
  return JSON.stringify({
    format: 'allclear-record', version: 1, game: 'risky-business', parameters: { players: 2, rounds: 1 }, seed,
    players: ['quick', 'quick'], names: ['Ana', 'Bo'], history: [], round_scores: [], final_scores: [],
  });
}

// The steps in turns: a turn begins with the first line of a player other than the last one's.
function turns(steps, end) {
  const out = [];
  for (const s of steps) {
    const who = /^(Ana|Bo) /.exec(s.step);
    const last = out[out.length - 1];
    if (who && (!last || last.who !== who[1])) out.push({ who: who[1], from: s.from, steps: [] });
    if (out.length) out[out.length - 1].steps.push(`${(s.ms / 1000).toFixed(1)} s  ${s.step}`);
  }
  return out.map((t, i) => ({ who: t.who, seconds: Number((((i + 1 < out.length ? out[i + 1].from : end) - t.from) / 1000).toFixed(1)),
    steps: process.env.STEPS ? t.steps : t.steps.length }));
}

async function measure(seed) {
  let result;
  const prepare = async (context) => {
    await context.addInitScript(([key, text]) => localStorage.setItem(key, text), [GAME, botMatch(seed)]);
    await h.watchSteps(context, { fromNextLoad: true });
  };
  await h.withApp({ ...h.PHONE }, { prepare }, async ({ page }) => {
    await h.waitScreen(page, 'summary', 900000);
    const seen = await h.stepsSeen(page);
    const end = seen.find((s) => s.screen === 'summary').from;
    result = turns(seen.filter((s) => s.screen === 'table' && s.step && !/^New cards/.test(s.step)), end);
  });
  return result;
}

(async () => {
  const seeds = process.argv.slice(2).map(Number);
  const all = [];
  const bySeed = {};
  for (const seed of seeds.length ? seeds : [364, 2787, 7]) {
    bySeed[seed] = await measure(seed);
    all.push(...bySeed[seed].map((t) => t.seconds));
  }
  all.sort((a, b) => a - b);
  const at = (q) => all[Math.min(all.length - 1, Math.floor(q * all.length))];
  console.log(JSON.stringify({ turns: bySeed, spread: { count: all.length, median: at(0.5), p90: at(0.9), max: all[all.length - 1], over10s: all.filter((s) => s > 10).length } }, null, 1));
})();

/*
 * majiang_shadow.js PAIPU... : replays vs-majiang game records to a @kobalab/majiang-ai
 * player seated where our bot (player id 0) sat, and prints one JSON line for every
 * decision our bot made: the hand, our action, majiang-ai's action on the same position,
 * where the two discards differ, majiang-ai's own expected value of each discard it weighed
 * (select_dapai's info),
 * whether another player is in riichi and how many calls each opponent shows.
 * Run by tests/bench/majiang_agree.py (NODE_PATH: the vs-majiang cache's node_modules).
 */
"use strict";
const fs = require('fs');
const Majiang = require('@kobalab/majiang-core');
const AI = require('@kobalab/majiang-ai');

const rule = Majiang.rule();
const OURS = 0;

function masked(event, me) {
    const e = JSON.parse(JSON.stringify(event));
    if (e.qipai) e.qipai.shoupai = e.qipai.shoupai.map((s, l) => l == me ? s : '');
    for (const name of ['zimo', 'gangzimo']) if (e[name] && e[name].l != me) e[name].p = '';
    return e;
}

function ourAction(kyoku, i, me) {
    let j = i + 1;
    while (kyoku[j] && kyoku[j].kaigang) j++;
    const [name, data] = Object.entries(kyoku[j] || {})[0] || [null, {}];
    return name && data.l == me ? {[name]: data.p || data.m || '-'} : {};
}

function shadow(game) {
    const ai = new AI();
    ai.action({kaiju: {id: OURS, rule: rule, title: game.title, player: game.player,
                       qijia: game.qijia}}, () => {});
    for (const kyoku of game.log) {
        const me = (4 - (game.qijia + kyoku[0].qipai.jushu) % 4) % 4;
        for (let i = 0; i < kyoku.length; i++) {
            const event = kyoku[i];
            if (event.hule || event.pingju) break;
            let reply = null;
            ai.action(masked(event, me), r => { reply = r || {}; });
            const [name, data] = Object.entries(event)[0];
            const own = (name == 'zimo' || name == 'gangzimo' || name == 'fulou') && data.l == me;
            const chance = name == 'dapai' && data.l != me;
            if (reply == null || ! (own || chance)) continue;
            const ours = ourAction(kyoku, i, me);
            if (chance && ! reply.fulou && ! reply.hule && ! ours.fulou && ! ours.hule) continue;
            let info = null;
            if (reply.dapai && ours.dapai && reply.dapai.slice(0, 2) != ours.dapai.slice(0, 2)) {
                info = [];
                ai.select_dapai(info);
            }
            console.log(JSON.stringify({
                event: name, hand: ai.shoupai.toString(), ours: ours, theirs: reply,
                info: info && info.filter(x => x.ev != null).map(x => ({p: x.p, ev: x.ev})),
                riichi: ai._model.shoupai.some((s, l) => l != me && s.lizhi),
                calls: ai._model.shoupai.map((s, l) => l == me ? 0 : s._fulou.length),
            }));
        }
    }
}

for (const file of process.argv.slice(2)) {
    for (const game of JSON.parse(fs.readFileSync(file))) shadow(game);
}

"""The board's one page: plain HTML, a little CSS and a small script (no framework, no Flutter).

The server renders the whole board into the page, so it reads right even
before the script runs; the script then listens on the push stream and swaps
in each new state (keeping open any hand the reader opened).  The inline
style and script are allowed by their hashes in the Content-Security-Policy
and nothing else is: a name that smuggles in markup can neither run nor load.
"""

from __future__ import annotations

import base64
import hashlib

import json

from scorekeeper.i18n.translate import current_language, lazy_gettext
from scorekeeper.webfonts import SCRIPT_FONTS

from scorekeeper.markup import esc

# The script's own words, handed to it in the page (the script is fixed: its hash is in the CSP).
SCRIPT_WORDS = {
    "reload": lazy_gettext("Reload the page to see new entries"), "live": lazy_gettext("Live"),
    "reconnecting": lazy_gettext("Reconnecting…"), "retired": lazy_gettext("This address was retired: scan the new code"),
    "busy": lazy_gettext("Busy; trying again…"),
}
CONNECTING = lazy_gettext("Connecting…")
PAGE_TITLE = lazy_gettext("{title} · Scorekeeper board")

# Hindi and Bengali draw with the app's own Noto faces, served by the board (``fonts/<file>``,
# relative to the page): offline at the table, and the same letters as the app. The unicode-range
# keeps a browser from fetching a face until a character of its script is on the page.
SCRIPT_RANGES = {
    "Noto Sans Devanagari": "U+0900-097F,U+1CD0-1CFF,U+200C-200D,U+25CC,U+A8E0-A8FF",
    "Noto Sans Bengali": "U+0980-09FF,U+0964-0965,U+200C-200D,U+25CC",
}
FONT_FACES = "".join(
    f'@font-face{{font-family:"{family}";src:url("{path}") format("truetype");'
    f"unicode-range:{SCRIPT_RANGES[family]};font-display:swap}}"
    for family, path in SCRIPT_FONTS.items()
)
FONT_STACK = ",".join(f'"{family}"' for family in SCRIPT_FONTS)

STYLE = FONT_FACES + """
:root{color-scheme:light dark;--bg:#f6f7f4;--fg:#1b1f1b;--muted:#5b635b;--card:#fff;--line:#d9ddd6;
--accent:#1b5e20;--bar:#1e88e5;--bar2:#f4511e;--red:#c62828;--black:#212121;--ok:#2e7d32;--bad:#b71c1c}
@media (prefers-color-scheme:dark){:root{--bg:#101410;--fg:#eef2ec;--muted:#a9b3a7;--card:#1b211b;
--line:#334033;--accent:#81c784;--bar:#64b5f6;--bar2:#ff8a65;--red:#ef5350;--black:#e0e0e0;--ok:#81c784;--bad:#ef9a9a}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:17px/1.45 """ + FONT_STACK + """,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:.75rem}
header h1{margin:.2rem 0 0;font-size:1.5rem}
.where{margin:0;color:var(--muted);font-weight:600}
section{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:.75rem .9rem;margin:.75rem 0}
h2{font-size:1.1rem;margin:0 0 .5rem}
h3{font-size:1rem;margin:0}
.now{border-color:var(--accent)}
.prompt{margin:0;font-size:1.2rem;font-weight:700}
.race{list-style:none;margin:0;padding:0}
.race li{margin:.45rem 0}
.line{display:flex;justify-content:space-between;gap:.5rem;font-weight:600}
.amt{font-variant-numeric:tabular-nums}
progress{width:100%;height:14px;appearance:none;-webkit-appearance:none;border:0;border-radius:7px;
background:var(--line);overflow:hidden}
progress::-webkit-progress-bar{background:var(--line);border-radius:7px}
progress::-webkit-progress-value{background:var(--bar);border-radius:7px}
progress::-moz-progress-bar{background:var(--bar);border-radius:7px}
.race.sides li:nth-child(2n) progress::-webkit-progress-value{background:var(--bar2)}
.race.sides li:nth-child(2n) progress::-moz-progress-bar{background:var(--bar2)}
.split{display:flex;align-items:center}.split progress{width:auto;min-width:0}
.split .below{transform:scaleX(-1)}.split .below::-webkit-progress-value{background:var(--set,#c62828)}
.split .below::-moz-progress-bar{background:var(--set,#c62828)}.zero{width:2px;height:20px;background:currentColor}
.split.b1 .below{flex:1}.split.b1 progress:last-child{flex:9}.split.b2 .below{flex:2}.split.b2 progress:last-child{flex:8}.split.b3 .below{flex:3}.split.b3 progress:last-child{flex:7}.split.b4 .below{flex:4}.split.b4 progress:last-child{flex:6}.split.b5 .below{flex:5}.split.b5 progress:last-child{flex:5}.split.b6 .below{flex:6}.split.b6 progress:last-child{flex:4}.split.b7 .below{flex:7}.split.b7 progress:last-child{flex:3}.split.b8 .below{flex:8}.split.b8 progress:last-child{flex:2}.split.b9 .below{flex:9}.split.b9 progress:last-child{flex:1}
.sixes{display:flex;gap:.5rem;margin-top:.3rem}
.six{display:inline-flex;flex-direction:column;align-items:center;width:3.2rem;padding:.2rem .3rem .4rem;
border:2px solid currentColor;border-radius:6px;background:#fff}
.six.red{color:#c62828}.six.black{color:#212121}
.six-face{font-weight:800}
.pips{display:grid;grid-template-columns:repeat(2,.7rem);gap:.3rem}
.pip{width:.7rem;height:.7rem;border-radius:50%;background:currentColor;opacity:.15}
.pip.on{opacity:1}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.2rem .8rem;margin:.4rem 0}
.facts dt{color:var(--muted)}
.facts dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
.calls{margin:.4rem 0 0;padding-left:1.6rem;color:var(--muted)}
.tricks{margin:.4rem 0 0;padding:0;list-style:none;color:var(--muted)}
.tricks li{padding:.15rem 0;border-top:1px solid var(--line)}
table.bids{border-collapse:collapse;width:100%}
.bids caption{text-align:left;color:var(--muted)}
.bids th,.bids td{border-bottom:1px solid var(--line);padding:.3rem;text-align:left}
.history{margin:0;padding:0;list-style:none}
.history>li{padding:.5rem 0;border-top:1px solid var(--line)}
.history>li:first-child{border-top:0;padding-top:0}
.word{display:inline-block;margin-left:.3rem;padding:0 .4rem;border-radius:4px;font-size:.8rem;border:1px solid var(--muted);color:var(--muted)}
.word.made{border-color:var(--ok);color:var(--ok)}
.word.set{border-color:var(--bad);color:var(--bad)}
.verdict{margin:.15rem 0;font-weight:600}
.totals,.note{margin:.15rem 0;color:var(--muted);font-size:.95rem}
details summary{cursor:pointer;color:var(--accent);padding:.35rem 0;min-height:2.2rem}
details ul{margin:.2rem 0;padding-left:1.2rem;font-size:.95rem}
.winner{border:2px solid var(--accent)}
.winner-names{font-size:1.4rem;font-weight:800;margin:0;color:var(--accent)}
.message{font-size:1.1rem}
.notice{border:2px solid var(--bad)}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
#live{position:sticky;top:0;margin:0;padding:.3rem .75rem;font-size:.85rem;background:var(--bg);color:var(--muted);
border-bottom:1px solid var(--line);text-align:right}
#live.ok::before{content:"● ";color:var(--ok)}
#live.bad::before{content:"● ";color:var(--bad)}
""".strip()

SCRIPT = """
(function(){
var board=document.getElementById('board'),live=document.getElementById('live'),now=document.getElementById('now');
var words=JSON.parse(live.getAttribute('data-words'));
function show(state){
  var open=[].map.call(board.querySelectorAll('details[open]'),function(d){return d.id;});
  board.innerHTML=state.html;
  open.forEach(function(id){var d=document.getElementById(id);if(d){d.open=true;}});
  if(now.textContent!==state.now){now.textContent=state.now;}
}
function status(text,ok){live.textContent=text;live.className=ok?'ok':'bad';}
if(!window.EventSource){status(words.reload,false);return;}
function listen(){
  var stream=new EventSource('events');
  stream.addEventListener('board',function(e){show(JSON.parse(e.data));status(words.live,true);});
  stream.onerror=function(){
    if(stream.readyState!==EventSource.CLOSED){status(words.reconnecting,false);return;}
    stream.close();
    fetch('state',{cache:'no-store'}).then(function(r){
      if(r.status===404){status(words.retired,false);}
      else{status(words.busy,false);setTimeout(listen,5000);}
    },function(){status(words.reconnecting,false);setTimeout(listen,5000);});
  };
}
listen();
})();
""".strip()


def _csp_hash(source: str) -> str:
    return "'sha256-" + base64.b64encode(hashlib.sha256(source.encode("utf-8")).digest()).decode("ascii") + "'"


CONTENT_SECURITY_POLICY = (
    f"default-src 'none'; script-src {_csp_hash(SCRIPT)}; style-src {_csp_hash(STYLE)}; "
    "connect-src 'self'; img-src data:; font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
)


def page(title: str, board_html: str, now: str) -> str:
    """The whole page for a first load, in the language current now (``<html lang>`` says which: the
    viewer's, chosen by the server from ``Accept-Language``); later states arrive over the push stream."""
    words = esc(json.dumps({key: str(word) for key, word in SCRIPT_WORDS.items()}, ensure_ascii=False))
    return (
        "<!doctype html>\n"
        f'<html lang="{esc(current_language())}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        '<link rel="icon" href="data:,">'
        f"<title>{esc(PAGE_TITLE.format(title=title))}</title>"
        f"<style>{STYLE}</style></head><body>"
        f'<p id="live" role="status" data-words="{words}">{esc(str(CONNECTING))}</p>'
        f'<p id="now" class="visually-hidden" aria-live="polite">{esc(now)}</p>'
        f'<main id="board">{board_html}</main>'
        f"<script>{SCRIPT}</script></body></html>"
    )

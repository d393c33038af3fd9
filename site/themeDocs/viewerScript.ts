// The default theme viewer's only JavaScript, inlined after its static tree (no framework, no chunk).
// The tree works without it (`<details>` open and close); this adds the key search, expand/collapse all
// and the copy buttons (created here: they are of no use without JavaScript, and leaving them out of the
// HTML keeps the page lighter). Written as plain ES5 in a string so the bytes shipped are exactly these.
//
// Search: a node is shown when its path or value contains the query, when an ancestor matched (the
// whole matched branch stays browsable) or when a descendant matched; branches holding a match open.
// The tree shown first follows the site's color scheme (the attribute on <html>).
// A leaf's value is its `<code>`; a string value (class `tv-string`) is shown JSON-quoted and copied raw.
// Paths (`palette.primary.main`, `shadows[1]`) are rebuilt here from the keys, as `data-p`, rather than
// written into the HTML for every node; an array branch is marked `data-a`, a copyable leaf `data-c`.
export const VIEWER_SCRIPT = `(function(){
var r=document.currentScript.parentNode,t=r.querySelector('[data-tools]'),i=t.querySelector('input'),s=t.querySelector('[data-status]');
var L=[].slice.call(r.querySelectorAll('.tv-tree li')),D=[].slice.call(r.querySelectorAll('details')),I=/^[A-Za-z_$][\\w$]*$/;
L.forEach(function(l){var p=l.parentNode.closest('li'),k=l.querySelector(':scope>.tv-key,:scope>details>summary>.tv-key').textContent,q=p&&r.contains(p)?p.dataset.p:'';l.dataset.p=p&&p.hasAttribute('data-a')?q+'['+k+']':I.test(k)?(q?q+'.'+k:k):q+'['+JSON.stringify(k)+']'});
function v(l){var c=l.querySelector(':scope>code');if(!c)return'';var x=c.textContent;return c.classList.contains('tv-string')?JSON.parse(x):x}
L.forEach(function(l){l._v=v(l).toLowerCase();if(l.hasAttribute('data-c')){var b=document.createElement('button');b.type='button';b.className='tv-copy';b.textContent='Copy';b.setAttribute('aria-label','Copy the value of '+l.dataset.p);l.appendChild(b)}});
D.forEach(function(d){d.dataset.o=d.open?'1':''});
function f(){var q=i.value.trim().toLowerCase(),n=0,m=new Map();
L.forEach(function(l){var p=l.parentNode.closest('li[data-p]'),h=!!q&&(l.dataset.p.toLowerCase().indexOf(q)>-1||l._v.indexOf(q)>-1);if(h&&!l.closest('[data-tree]').hidden)n++;m.set(l,{h:h,a:h||!!(p&&m.get(p).a),d:false})});
for(var k=L.length-1;k>=0;k--){var l=L[k],e=m.get(l),p=l.parentNode.closest('li[data-p]');if(p&&(e.h||e.d)){m.get(p).d=true}l.hidden=!!q&&!e.a&&!e.d;var d=l.querySelector(':scope>details');if(d)d.open=q?e.d:!!d.dataset.o}
s.textContent=q?(n?n+(n>1?' keys match':' key matches')+' in this theme':'No key matches \\u201c'+i.value.trim()+'\\u201d.'):''}
i.addEventListener('input',f);
r.addEventListener('change',function(e){if(e.target.type==='radio'){r.querySelectorAll('[data-tree]').forEach(function(x){x.hidden=x.dataset.tree!==e.target.value});f()}});
r.addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;
if(b.dataset.all!=null){D.forEach(function(d){if(!d.closest('li[hidden]'))d.open=b.dataset.all==='1'});return}
if(b.className==='tv-copy'&&navigator.clipboard){var x=String(v(b.parentNode));navigator.clipboard.writeText(x).then(function(){b.textContent='Copied';s.textContent='Copied '+x;setTimeout(function(){b.textContent='Copy'},1500)})}});
var m=document.documentElement.getAttribute('data-mui-color-scheme'),o=m&&r.querySelector('input[type=radio][value="'+m+'"]');if(o)o.checked=true;
var c=r.querySelector('input[type=radio]:checked');if(c)r.querySelectorAll('[data-tree]').forEach(function(x){x.hidden=x.dataset.tree!==c.value});
t.hidden=false;r.setAttribute('data-ready','');if(i.value)f()})();`;

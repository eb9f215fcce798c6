#!/usr/bin/env python3
"""Rebuilds NAME.html, a page in the blog theme's comment markup (blognomic/blognomic-theme, views/comment.twig and
views/comments.twig at fa07dca), from the archived thread ../NAME.txt and its ../NAME.expected: each comment whose
archived copy shows its author and icon becomes one <li class="comment"> with the template's attributes; its text is
the archived comment's text without the icon's alt word (the icon goes where the template puts it). Run from this
folder: python3 rebuild.py 2025-conclave 2013-what-can-change-the-nature-of-the-quorum"""
import calendar, datetime, html, re, sys

TIME = re.compile(r"^\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} UTC$")
IMAGES = {"for": "for", "against": "against", "deferential": "imperial", "veto": "veto"}
ALT = {"FOR": r"for", "AGAINST": r"against", "DEFERENTIAL": r"imperial|deferential", "VETO": r"veto"}

def comments(name):
    lines = open(f"../{name}.txt", encoding="utf-8").read().split("\n")
    times = [i for i, l in enumerate(lines) if TIME.match(l.strip())]
    bodies = []
    for k, i in enumerate(times):
        end = times[k + 1] if k + 1 < len(times) else len(lines)
        body = lines[i + 1:end]
        # the next comment's header stands above its time
        while body and not body[-1].strip():
            body.pop()
        if k + 1 < len(times) and body:
            body.pop()
        bodies.append("\n".join(body).strip())
    expected = [l.split("|") for l in open(f"../{name}.expected", encoding="utf-8").read().splitlines() if l.strip()]
    assert len(expected) == len(bodies), name
    for (author, at, icon), body in zip(expected, bodies):
        author, at, icon = author.strip(), at.strip(), icon.strip()
        if author == "?" or icon == "?":
            continue
        if icon != "NONE":
            body = re.sub(r"^(?:" + ALT[icon] + r")\b\s*", "", body)
        yield author, at, icon, body

def page(name, title, kind):
    ids = {}
    out = [f"""<!DOCTYPE html>
<html lang="en-GB"><head><meta charset="UTF-8"><title>{html.escape(title)} &#8211; BlogNomic</title></head>
<body class="single">
<div class="elementor-location-single"><article class="{kind}">
<h1 class="entry-title">{html.escape(title)}</h1>
</article></div>
<section id="comments" class="comments-area">
<h2 class="title-comments">Responses</h2>
<ol class="comment-list">"""]
    n = 0
    for author, at, icon, body in comments(name):
        n += 1
        uid = ids.setdefault(author, len(ids) + 2)
        vote = "" if icon == "NONE" else icon.lower()
        secs = calendar.timegm(datetime.datetime.strptime(at, "%Y-%m-%dT%H:%M:%SZ").timetuple())
        paragraphs = "\n".join(f"<p>{html.escape(p.strip())}</p>" for p in body.split("\n\n") if p.strip())
        img = (f'\n      <div class="vote"><img alt="{vote}" src="/wp-content/uploads/icons/{IMAGES[vote]}.svg" /></div>'
               if vote else "")
        out.append(f"""<li
  id="comment-{n}"
  class="comment not-evc"
  data-author-id="{uid}"
  data-author-name="{html.escape(author, quote=True)}"
  data-comment-time="{secs}"
  data-author-status="active"
  data-vote="{vote}"
  data-is-player="true"
>
  <section>
    <span class="rule"></span>
    <img class="avatar" src="/wp-content/uploads/avatars/{uid}.png" />
    <div class="meta">
      <span class="author-name"><a href="/members/{uid}/">{html.escape(author)}</a> says:</span>{img}
    </div>
    <div class="content">
      {paragraphs}
    </div>
  </section>
</li>""")
    out.append("</ol>\n</section>\n</body></html>\n")
    open(f"{name}.html", "w", encoding="utf-8").write("\n".join(out))

if __name__ == "__main__":
    page("2025-conclave", "Proposal: Conclave", "proposal")
    page("2013-what-can-change-the-nature-of-the-quorum", "Call for Judgment: What can change the nature of the quorum", "cfj")

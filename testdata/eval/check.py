"""check.py validates the held-out clause sets: JSON shape, labels, unique ids and texts,
per-label minimum counts, and near-duplicates (character-trigram Jaccard >= 0.4) within
and across all the files. It prints counts, and for a near-duplicate only the two ids and
the score, never a text (some of these files are blind to some readers).
Run: python3 testdata/eval/check.py"""
import json, collections, re, sys, os
HERE = os.path.dirname(os.path.abspath(__file__))
LABELS = "deposit_return renewal_waiver repair_burden privacy_entry penalty late_interest rent_increase unilateral_change registration_block waiver_of_rights new_mortgage limitation_of_liability unilateral_termination restoration_wear brokerage_fee jurisdiction".split()
# file, id prefix, minimum rows, minimum unfair / fair rows per label (by topic), minimum general fair rows
FILES = [
    ("clause_ko.jsonl", "eval-ko", 170, 5, 4, 20),
    ("clause_ko_dev.jsonl", "dev-ko", 80, 3, 2, 8),
    ("clause_ko_ho2.jsonl", "ho2-ko", 160, 5, 3, 20),
    ("clause_ko_dev2.jsonl", "dev2-ko", 80, 2, 2, 8),
    ("clause_ko_ho3.jsonl", "ho3-ko", 160, 4, 3, 20),
    ("clause_ko_dev3.jsonl", "dev3-ko", 80, 2, 1, 8),
]
def load(p):
    rows=[json.loads(l) for l in open(p, encoding="utf-8")]
    return rows
def norm(t): return re.sub(r"[\s\W_]+","",t)
def grams(t, n=3):
    t=norm(t); return {t[i:i+n] for i in range(len(t)-n+1)}
sets={}
for name,prefix,minn,mu,mf,mg in FILES:
    p=os.path.join(HERE,name)
    rows=load(p); sets[name]=rows
    ids=[r["id"] for r in rows]; texts=[norm(r["text"]) for r in rows]
    assert len(set(ids))==len(ids), (name, "dup id")
    assert len(set(texts))==len(texts), (name, "dup text")
    for r in rows:
        rid=r.get("id")
        assert set(r)>= {"id","text","labels","verdict","topic","note"}, (name, rid, "fields")
        assert r["id"].startswith(prefix), (name, rid, "prefix")
        assert r["verdict"] in ("fair","unfair"), (name, rid, "verdict")
        assert all(l in LABELS for l in r["labels"]), (name, rid, "label")
        if r["verdict"]=="unfair":
            assert 1<=len(r["labels"])<=2 and r["topic"]==r["labels"][0] and r.get("severity") in ("high","medium","low"), (name, rid, "unfair row")
        else:
            assert r["labels"]==[] and "severity" not in r and (r["topic"] in LABELS or r["topic"]=="general"), (name, rid, "fair row")
    assert len(rows)>=minn, (name, len(rows))
    u=collections.Counter(r["topic"] for r in rows if r["verdict"]=="unfair")
    f=collections.Counter(r["topic"] for r in rows if r["verdict"]=="fair")
    lab=collections.Counter(l for r in rows for l in r["labels"])
    for L in LABELS:
        assert u[L]>=mu and f[L]>=mf, (name,L,u[L],f[L])
    assert f["general"]>=mg, (name, "general", f["general"])
    v=collections.Counter(r["verdict"] for r in rows)
    print(f"{name}: {len(rows)} rows, {dict(v)}, general fair {f['general']}, two-label {sum(len(r['labels'])==2 for r in rows)}")
    print(f"  {'label':26s} unfair(topic) fair(topic) label-occurrences")
    for L in LABELS: print(f"  {L:26s} {u[L]:5d} {f[L]:5d} {lab[L]:5d}")
    sev=collections.Counter(r.get("severity") for r in rows if r["verdict"]=="unfair"); print("  severity", dict(sev))
# near-dup check: trigram jaccard, within and across all files; ids and scores only
allrows=[r for rs in sets.values() for r in rs]
G=[grams(r["text"]) for r in allrows]
flag=0
for i in range(len(allrows)):
    for j in range(i+1,len(allrows)):
        a,b=G[i],G[j]
        if not a or not b: continue
        s=len(a&b)/len(a|b)
        if s>=0.4:
            flag+=1; print(f"  SIM {s:.2f} {allrows[i]['id']} | {allrows[j]['id']}")
print("near-dup pairs >=0.4:", flag)
sys.exit(1 if flag else 0)

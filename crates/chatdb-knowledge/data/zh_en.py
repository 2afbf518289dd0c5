"""Builds the English → Chinese word list the schema lexicon uses from
CC-CEDICT (CC BY-SA 4.0): for each gloss of one English word, the
simplified headwords (2-4 Han characters) that give it, the most common
first (jieba's word frequencies)."""
import gzip, re, sys, collections
src, dst, freq_file = sys.argv[1], sys.argv[2], sys.argv[3]
# Word frequencies from jieba's dictionary (MIT): the common word first.
freq = {}
for line in open(freq_file, encoding='utf-8'):
    parts = line.split()
    if len(parts) >= 2:
        freq[parts[0]] = int(parts[1])
han = re.compile(r'^[\u4e00-\u9fff]{2,4}$')
word = re.compile(r"^[a-z][a-z\-']*( [a-z][a-z\-']*)?$")
index = collections.defaultdict(list)
for line in gzip.open(src, 'rt', encoding='utf-8'):
    if line.startswith('#'):
        continue
    m = re.match(r'^(\S+) (\S+) \[[^\]]*\] /(.*)/\s*$', line)
    if not m:
        continue
    simp, glosses = m.group(2), m.group(3).split('/')
    if not han.match(simp):
        continue
    for rank, g in enumerate(glosses):
        for part in g.split(';'):
            part = re.sub(r'\([^)]*\)', '', part).strip().lower()
            part = re.sub(r'^(to|a|an|the) ', '', part)
            if word.match(part) and " " not in part:
                index[part].append((-freq.get(simp, 0), rank, simp))
with gzip.open(dst, 'wt', encoding='utf-8', compresslevel=9) as out:  # gunzip into zh_en.tsv
    out.write('# English word<TAB>Chinese words for it, the most common first.\n')
    out.write('# Derived from CC-CEDICT (https://cc-cedict.org), CC BY-SA 4.0, ordered by jieba word frequency; see data/README.md.\n')
    for en in sorted(index):
        seen, zh = set(), []
        for f, _, s in sorted(index[en]):
            if f == 0 and zh:
                continue  # unknown to jieba: rare, and never one word of a question
            if s not in seen:
                seen.add(s); zh.append(s)
        out.write(en + '\t' + ','.join(zh[:6]) + '\n')

"""Builds `zh_en_one.tsv`: for each English noun, the Chinese nouns of one
character CC-CEDICT (CC BY-SA 4.0) glosses it with — entries of one
simplified character, not a surname or a name, whose glosses before their
classifier note (CL:) give the noun: a countable noun (牛 for cow, 车 for
car and vehicle, 药 for medicine and drug), at most three, the gloss said
first and the commonest (jieba's word frequencies) first.

    python3 zh_en_one.py cedict_1_0_ts_utf-8_mdbg.txt.gz jieba/dict.txt > zh_en_one.tsv
"""
import collections
import gzip
import re
import sys

src, freq_file = sys.argv[1], sys.argv[2]
freq = {}
for line in open(freq_file, encoding='utf-8'):
    parts = line.split()
    if len(parts) >= 2:
        freq[parts[0]] = int(parts[1])
index = collections.defaultdict(list)
for line in gzip.open(src, 'rt', encoding='utf-8'):
    if line.startswith('#'):
        continue
    m = re.match(r'^(\S+) (\S+) \[([^\]]*)\] /(.*)/\s*$', line)
    if not m:
        continue
    simp, pinyin, glosses = m.group(2), m.group(3), m.group(4).split('/')
    if not re.match(r'^[\u4e00-\u9fff]$', simp) or pinyin[:1].isupper():
        continue  # one character; a capital pinyin is a surname or a name
    cl = next((k for k, g in enumerate(glosses) if g.startswith('CL:')), None)
    if cl is None:
        continue  # no classifier: not said as a countable noun
    for rank, g in enumerate(glosses[:cl]):
        for part in g.split(';'):
            part = re.sub(r'\([^)]*\)', '', part).strip().lower()
            part = re.sub(r'^(a|an|the) ', '', part)
            if re.match(r"^[a-z][a-z\-']*$", part):
                index[part].append((rank, -freq.get(simp, 0), simp))
print('# English noun<TAB>Chinese nouns of one character for it (a classifier given), the first gloss and commonest first.')
print('# Derived from CC-CEDICT (https://cc-cedict.org), CC BY-SA 4.0, ordered by jieba word frequency; see data/README.md.')
for en in sorted(index):
    zh = []
    for _, _, s in sorted(index[en]):
        if s not in zh:
            zh.append(s)
    print(en + '\t' + ','.join(zh[:3]))

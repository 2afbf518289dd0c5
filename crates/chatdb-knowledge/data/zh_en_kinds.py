"""Builds the list of Chinese words that name a kind of an English noun
from CC-CEDICT (CC BY-SA 4.0): an entry whose first gloss is two English
words ("house pet", "vehicle model") names a kind of the last one (pet,
model). Only words jieba knows (one word of a question), the most common
first, at most twelve per noun."""
import gzip, re, sys, collections
src, dst, freq_file = sys.argv[1], sys.argv[2], sys.argv[3]
freq = {}
for line in open(freq_file, encoding='utf-8'):
    parts = line.split()
    if len(parts) >= 2:
        freq[parts[0]] = int(parts[1])
han = re.compile(r'^[\u4e00-\u9fff]{2,4}$')
two = re.compile(r"^[a-z][a-z\-']* [a-z][a-z\-']*$")
index = collections.defaultdict(list)
for line in gzip.open(src, 'rt', encoding='utf-8'):
    if line.startswith('#'):
        continue
    m = re.match(r'^(\S+) (\S+) \[[^\]]*\] /(.*)/\s*$', line)
    if not m:
        continue
    simp, glosses = m.group(2), m.group(3).split('/')
    if not han.match(simp) or freq.get(simp, 0) == 0:
        continue
    first = re.sub(r'\([^)]*\)', '', glosses[0].split(';')[0]).strip().lower()
    first = re.sub(r'^(to|a|an|the) ', '', first)
    if two.match(first):
        index[first.split()[1]].append((-freq[simp], simp))
with gzip.open(dst, 'wt', encoding='utf-8', compresslevel=9) as out:  # gunzip into zh_en_kinds.tsv
    out.write('# English noun<TAB>Chinese words for a kind of it (first gloss "X noun"), the most common first.\n')
    out.write('# Derived from CC-CEDICT (https://cc-cedict.org), CC BY-SA 4.0, ordered by jieba word frequency; see data/README.md.\n')
    for en in sorted(index):
        zh = []
        for _, s in sorted(index[en]):
            if s not in zh:
                zh.append(s)
        out.write(en + '\t' + ','.join(zh[:12]) + '\n')

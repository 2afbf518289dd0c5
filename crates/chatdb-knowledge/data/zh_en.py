"""Builds the English → Chinese word lists the schema lexicon uses from
CC-CEDICT (CC BY-SA 4.0), the most common first (jieba's word
frequencies):

- `zh_en.tsv`: for each gloss of one English word, the simplified
  headwords (2-4 Han characters) that give it;
- `zh_en_kinds.tsv` (when a fourth argument names it): for each English
  noun, the words jieba knows whose first gloss is two words ending in it
  ("house pet" → 宠物 for pet), at most twelve;
- `zh_en_phrases.tsv` (when a fifth argument names it): for each gloss of
  two English words, the words jieba knows that give it ("unit price" →
  单价, "sales volume" → 销量), at most six;
- `zh_en_one.tsv` (when a sixth argument names it): for each English noun,
  the Chinese nouns of one character that give it — entries of one
  simplified character, not a surname or a name, whose glosses before
  their classifier note (CL:) give the noun: a countable noun (牛 for cow,
  车 for car and vehicle, 药 for medicine and drug), at most three, the
  gloss said first and the commonest first."""
import gzip, re, sys, collections
src, dst, freq_file = sys.argv[1], sys.argv[2], sys.argv[3]
kinds_dst = sys.argv[4] if len(sys.argv) > 4 else None
phrases_dst = sys.argv[5] if len(sys.argv) > 5 else None
one_dst = sys.argv[6] if len(sys.argv) > 6 else None
# Word frequencies from jieba's dictionary (MIT): the common word first.
freq = {}
for line in open(freq_file, encoding='utf-8'):
    parts = line.split()
    if len(parts) >= 2:
        freq[parts[0]] = int(parts[1])
han = re.compile(r'^[\u4e00-\u9fff]{2,4}$')
word = re.compile(r"^[a-z][a-z\-']*( [a-z][a-z\-']*)?$")
two = re.compile(r"^[a-z][a-z\-']* [a-z][a-z\-']*$")
index = collections.defaultdict(list)
kinds = collections.defaultdict(list)
phrases = collections.defaultdict(list)
ones = collections.defaultdict(list)
for line in gzip.open(src, 'rt', encoding='utf-8'):
    if line.startswith('#'):
        continue
    m = re.match(r'^(\S+) (\S+) \[([^\]]*)\] /(.*)/\s*$', line)
    if not m:
        continue
    simp, pinyin, glosses = m.group(2), m.group(3), m.group(4).split('/')
    # One character, not a surname or a name (a capital pinyin), with a
    # classifier note: a countable noun, its glosses before the note.
    cl = next((k for k, g in enumerate(glosses) if g.startswith('CL:')), None)
    if re.match(r'^[\u4e00-\u9fff]$', simp) and not pinyin[:1].isupper() and cl is not None:
        for rank, g in enumerate(glosses[:cl]):
            for part in g.split(';'):
                part = re.sub(r'^(a|an|the) ', '', re.sub(r'\([^)]*\)', '', part).strip().lower())
                if re.match(r"^[a-z][a-z\-']*$", part):
                    ones[part].append((rank, -freq.get(simp, 0), simp))
    if not han.match(simp):
        continue
    first = re.sub(r'\([^)]*\)', '', glosses[0].split(';')[0]).strip().lower()
    first = re.sub(r'^(to|a|an|the) ', '', first)
    if two.match(first) and freq.get(simp, 0) > 0:
        kinds[first.split()[1]].append((-freq[simp], simp))
    for rank, g in enumerate(glosses):
        for part in g.split(';'):
            part = re.sub(r'\([^)]*\)', '', part).strip().lower()
            part = re.sub(r'^(to|a|an|the) ', '', part)
            # "to be overdue" is the state: overdue.
            part = re.sub(r'^be ', '', part)
            if word.match(part) and " " not in part:
                index[part].append((-freq.get(simp, 0), rank, simp))
            # "to make an appointment", "to place an order": the act names
            # the thing it makes (after the thing's own words).
            light = re.match(r"^(make|place) (a|an) ([a-z][a-z\-']*)$", part)
            if light:
                index[light.group(3)].append((-freq.get(simp, 0), rank + 100, simp))
            # "unit price", "sales volume": a name of two words said as one.
            if phrases_dst and two.match(part) and freq.get(simp, 0) > 0:
                phrases[part].append((-freq[simp], rank, simp))
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


def write_list(dst, header, index, limit):
    """Writes `index` (English → (…, Chinese) entries, the best first when
    sorted) to the gzip file `dst` under the comment line `header`
    and the licence line, at most `limit` words a line."""
    with gzip.open(dst, 'wt', encoding='utf-8', compresslevel=9) as out:
        out.write('# ' + header + '\n')
        out.write('# Derived from CC-CEDICT (https://cc-cedict.org), CC BY-SA 4.0, ordered by jieba word frequency; see data/README.md.\n')
        for en in sorted(index):
            zh = []
            for *_, w in sorted(index[en]):
                if w not in zh:
                    zh.append(w)
            out.write(en + '\t' + ','.join(zh[:limit]) + '\n')


if kinds_dst:  # gunzip into zh_en_kinds.tsv
    write_list(kinds_dst, 'English noun<TAB>Chinese words for a kind of it (first gloss "X noun"), the most common first.', kinds, 12)
if phrases_dst:  # gunzip into zh_en_phrases.tsv
    write_list(phrases_dst, 'English phrase of two words<TAB>Chinese words for it, the most common first.', phrases, 6)
if one_dst:  # gunzip into zh_en_one.tsv
    write_list(one_dst, 'English noun<TAB>Chinese nouns of one character for it (a classifier given), the first gloss and commonest first.', ones, 3)

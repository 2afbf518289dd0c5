"""Builds `pinyin_zh.tsv`: for each toneless pinyin spelling run together
(`cangku`, `mingcheng`), the Chinese words of two to four characters it
spells, the most common first — so that a schema named in pinyin
(`cangku.cangku_mingcheng`) can be named by a Chinese question (仓库名称).

Words and frequencies from jieba's dictionary (jieba 0.42.1, MIT); each
word's reading from pypinyin (MIT), which reads a word as a whole (银行 is
yinhang, not yinxing). ü is written both v and u, as identifiers do (lvse,
luse). Only words jieba has seen at least MIN_FREQ times; at most PER_KEY
words a spelling.

    python3 pinyin_zh.py jieba-0.42.1/jieba/dict.txt pinyin_zh.tsv
"""
import collections
import re
import sys

from pypinyin import Style, lazy_pinyin

MIN_FREQ = 30
PER_KEY = 6

han = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
index = collections.defaultdict(list)
for line in open(sys.argv[1], encoding="utf-8"):
    parts = line.split()
    if len(parts) < 2 or not han.match(parts[0]) or int(parts[1]) < MIN_FREQ:
        continue
    word, freq = parts[0], int(parts[1])
    syllables = lazy_pinyin(word, style=Style.NORMAL, v_to_u=True)
    if not all(s.isalpha() and s.isascii() or "ü" in s for s in syllables):
        continue
    spelled = "".join(syllables)
    for key in {spelled.replace("ü", "v"), spelled.replace("ü", "u")}:
        index[key].append((-freq, word))
with open(sys.argv[2], "w", encoding="utf-8") as out:
    out.write("# pinyin<TAB>Chinese words it spells, the most common first.\n")
    out.write("# From jieba's dictionary (MIT) read by pypinyin (MIT); see data/README.md.\n")
    for key in sorted(index):
        words = [w for _, w in sorted(index[key])][:PER_KEY]
        out.write(key + "\t" + ",".join(words) + "\n")

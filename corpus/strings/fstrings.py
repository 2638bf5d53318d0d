# Input list for the f-string piece corpus: each line below is one f-string
# expression; scripts/gen_strings_corpus.py writes fstrings.expected (the
# Constant pieces CPython 3.13 builds, in source order, or its error, and
# its warnings); tests/strings/test_fstring_corpus.c tokenizes each line
# with pp_tokens_* and decodes the FSTRING_MIDDLE pieces. Debug text
# ({x=}) and the rest of the parser's work are not here.
f''
f'abc'
f'a{x}b'
f'a{{b}}c'
f'{{'
f'}}'
f'{{}}'
f'{{{x}}}'
f'a{{{{b'
f'\x41{x}\x42'
f'\N{BULLET} {x}'
f'\N{bullet}{x}\N{LATIN SMALL LETTER A}'
rf'\N{x}'
Rf'\d{x}\n'
fr'a\{x}'
f'\d{x}'
f'\d{x}\w'
f'\{x}'
f'\}'
f'a\{{b'
f'\777{x}'
f'\1\12\123'
f'ä\x{x}'
f'\x{x}'
f'\N{foo}'
f'\u12'
f'\U00110000'
f'ä\d'
f'{x:>10}'
f'{x:\x41}'
f'{x:{y}\d}'
f'{x:>{w}b}c'
f'{x!r:^{w}.{p}f}'
f'''a
b{x}c
\d'''
f'a\
b{x}'
f"{x}" f'{y}'
f'\\{x}\\'
f'\'{x}\"'
f'\t\n\r\a\b\f\v\0'
f'\ud800{x}'

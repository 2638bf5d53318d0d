# Input list for the string-literal corpus: every STRING token of this file
# is one case (scripts/gen_strings_corpus.py writes literals.expected from
# CPython 3.13; tests/strings/test_strings_corpus.c replays it). The file is
# tokenized, never run: many cases are errors on purpose.

# plain, prefixes, quotes
'' "" '''''' """""" 'a' "a" u'x' U"x" r'x' R'x' b'x' B'x' br'x' Rb'x' rB'x' bR'x'
'it''s' "it's" '"' "'" '''a'b"c''' """a"b'c""" ur'' if False else None
'ä' 'äöü€😀' r'ä' u'日本語' '\u00e4' '\U0001F600' '\ud800' '\udfff\ud800' '\uDC80'

# simple escapes
'\\ \' \" \a \b \f \n \r \t \v' b'\\ \' \" \a \b \f \n \r \t \v'
'a\
b' b'a\
b' '''line1
line2\
line3''' r'a\
b'

# octal
'\0' '\00' '\000' '\0000' '\1' '\12' '\123' '\377' '\400' '\777' '\8' '\9' '\08'
b'\0' b'\377' b'\400' b'\777' b'\18' b'\8'
'\d\777' '\777\d' b'\d\777' '\7777'

# hex, u, U
'\x41' '\xff' '\xFF' '\x4' '\x' '\xg' '\x4g' '\x4ä' '\u12' '\u123' '\u1234' '\uFFFF' '\u12g4'
'\U0010FFFF' '\U00110000' '\UFFFFFFFF' '\U0011000' '\U' '\U1'
b'\x41' b'\xff' b'\x4' b'\x' b'\xg' b'\x4g' b'\u1234' b'\U00012345' b'\N{BULLET}'
'ä\x' 'ää\x4' 'äöü\xä' '\ä' '\\ä' '\\\ä' 'ä\d' '€\777'

# named
'\N{BULLET}' '\N{bullet}' '\N{Bullet}' '\N{LATIN SMALL LETTER A}' '\N{latin small letter a}'
'\N{NUL}' '\N{NULL}' '\N{nul}' '\N{BYTE ORDER MARK}' '\N{BOM}' '\N{ZWNJ}' '\N{SP}'
'\N{LATIN CAPITAL LETTER GHA}' '\N{LATIN SMALL LETTER GHA}' '\N{PRESENTATION FORM FOR VERTICAL RIGHT WHITE LENTICULAR BRAKCET}'
'\N{CJK UNIFIED IDEOGRAPH-4E00}' '\N{CJK UNIFIED IDEOGRAPH-04E00}' '\N{CJK UNIFIED IDEOGRAPH-4e00}'
'\N{cjk unified ideograph-4E00}' '\N{CJK UNIFIED IDEOGRAPH-9FFF}' '\N{CJK UNIFIED IDEOGRAPH-A000}'
'\N{CJK UNIFIED IDEOGRAPH-2EBF0}' '\N{CJK UNIFIED IDEOGRAPH-2EE5D}' '\N{CJK UNIFIED IDEOGRAPH-2EE5E}'
'\N{CJK UNIFIED IDEOGRAPH-323AF}' '\N{CJK UNIFIED IDEOGRAPH-3400}' '\N{CJK UNIFIED IDEOGRAPH-340}'
'\N{CJK UNIFIED IDEOGRAPH-003400}' '\N{CJK UNIFIED IDEOGRAPH-}' '\N{CJK COMPATIBILITY IDEOGRAPH-F900}'
'\N{HANGUL SYLLABLE GA}' '\N{HANGUL SYLLABLE GAG}' '\N{HANGUL SYLLABLE A}' '\N{HANGUL SYLLABLE HIH}'
'\N{HANGUL SYLLABLE GGWAELH}' '\N{HANGUL SYLLABLE}' '\N{HANGUL SYLLABLE }' '\N{hangul syllable GA}'
'\N{HANGUL SYLLABLE ga}' '\N{HANGUL SYLLABLE GX}' '\N{HANGUL SYLLABLE YI}'
'\N{IDEOGRAPHIC DESCRIPTION CHARACTER SUBTRACTION}' '\N{IDEOGRAPHIC DESCRIPTION CHARACTER ROTATION}'
'\N{TANGUT IDEOGRAPH-17000}' '\N{TANGUT COMPONENT-001}' '\N{NUSHU CHARACTER-1B170}' '\N{KHITAN SMALL SCRIPT CHARACTER-18B00}'
'\N{LATIN SMALL LETTER A WITH MACRON AND GRAVE}' '\N{KEYCAP NUMBER SIGN}'
'\N' '\N{' '\N{}' '\N{abc' '\N{foo}' '\N{ BULLET}' '\N{BULLET }' '\N{ }' '\Nx' '\N{BULLET' '\N{latin small letter ä}'
'\N{BULLET}\N{BULLET}' 'x\N{BULLET}y' '\N{\}' '\N{a\ä}' 'ä\N{x}' '\N{END OF LINE}' '\N{LINE FEED}' '\N{LF}'

# invalid escapes: a warning, the text kept
'\d' '\w\d' '\ ' '\(' '\{' '\}' '\%' '\q' '\z' '\j' b'\d' b'\N' b'\u' b'\U' b'\w'
'''
\d''' 'a\
\d' r'\d' rb'\d'

# bytes: ASCII only
b'ä' b'\ä' rb'ä' b'\xe4'

# errors and warnings inside multi-line tokens
'''a
b\x'''
"""ä
\N{nope}"""
b'''x
ä'''
'''
\777
\d'''

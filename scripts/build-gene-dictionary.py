#!/usr/bin/env python3
"""Builds server/report/data/genes.json.gz from Debian's r-bioc-org.hs.eg.db (NCBI Gene data).

Usage: python3 scripts/build-gene-dictionary.py [path/to/org.Hs.eg.sqlite]
Not run by CI: the compact output is committed. Re-run after updating the Debian package.

Output (gzip JSON):
  source, dataDate        where the data came from and the NCBI Gene snapshot date
  genes: [[symbol, type, [aliases], [omim]]]
  refseq: {accession-without-version: gene index}   (NM_, NR_ only)
"""
import gzip
import json
import re
import sqlite3
import sys
from pathlib import Path

DB = sys.argv[1] if len(sys.argv) > 1 else '/usr/lib/R/site-library/org.Hs.eg.db/extdata/org.Hs.eg.sqlite'
OUT = Path(__file__).resolve().parent.parent / 'server' / 'report' / 'data' / 'genes.json.gz'
KEEP_TYPES = {'protein-coding', 'ncRNA', 'rRNA', 'tRNA', 'snRNA', 'snoRNA', 'scRNA', 'other', 'unknown'}


def hgnc_mito_symbol(ncbi: str) -> str:
    """NCBI names mitochondrial genes TRNL1, COX1, CYTB...; reports use HGNC's MT-TL1, MT-CO1, MT-CYB."""
    m = re.fullmatch(r'TRN([A-Z])(\d?)', ncbi)
    if m:
        return f'MT-T{m.group(1)}{m.group(2)}'
    m = re.fullmatch(r'COX(\d)', ncbi)
    if m:
        return f'MT-CO{m.group(1)}'
    if ncbi == 'CYTB':
        return 'MT-CYB'
    return f'MT-{ncbi}'


def main() -> None:
    con = sqlite3.connect(f'file:{DB}?mode=ro', uri=True)
    meta = dict(con.execute('select name, value from metadata'))
    types = dict(con.execute('select _id, gene_type from genetype'))
    chrom = {i: c for i, c in con.execute('select _id, chromosome from chromosomes')}
    aliases: dict[int, list[str]] = {}
    for i, a in con.execute('select _id, alias_symbol from alias'):
        aliases.setdefault(i, []).append(a)
    omim: dict[int, list[str]] = {}
    for i, o in con.execute('select _id, omim_id from omim'):
        omim.setdefault(i, []).append(o)
    genes = []
    index_of: dict[int, int] = {}
    for i, symbol in con.execute('select _id, symbol from gene_info order by symbol'):
        gtype = types.get(i, 'unknown')
        if gtype not in KEEP_TYPES:
            continue
        names = sorted({a for a in aliases.get(i, []) if a != symbol})
        if chrom.get(i) == 'MT':
            hgnc = hgnc_mito_symbol(symbol)
            names = sorted(set(names) | {symbol})
            symbol = hgnc
        index_of[i] = len(genes)
        genes.append([symbol, gtype, names, sorted(set(omim.get(i, [])))])
    refseq = {}
    for i, acc in con.execute("select _id, accession from refseq where accession like 'NM\\_%' escape '\\' or accession like 'NR\\_%' escape '\\'"):
        if i in index_of:
            refseq[acc] = index_of[i]
    out = {
        'source': 'NCBI Gene via Bioconductor org.Hs.eg.db (Debian r-bioc-org.hs.eg.db)',
        'dataDate': meta.get('EGSOURCEDATE', 'unknown'),
        'genes': genes,
        'refseq': refseq,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    with gzip.open(OUT, 'wt', encoding='utf-8', compresslevel=9) as f:
        json.dump(out, f, separators=(',', ':'))
    print(f'{len(genes)} genes, {len(refseq)} RefSeq transcripts, data date {out["dataDate"]} -> {OUT}')


if __name__ == '__main__':
    main()

"""Rise trace: each change of each figure across the scan's summary files (scan.sh), with the merge.
usage: python3 test/audits/scripts-rise/trajectories.py ['label' ...]  (env OUT, default /tmp/rise/cache)"""
import glob,os,re,sys,subprocess
OUT=os.environ.get('OUT','/tmp/rise/cache'); REPO=os.path.dirname(os.path.abspath(__file__))+'/../../..'
files=sorted(glob.glob(OUT+'/[0-9]*-*.txt'),key=lambda f:-int(f.split('/')[-1].split('-')[0]))
rows=[]
for f in files:
    i,c=f.split('/')[-1][:-4].split('-')
    d={}
    for l in open(f):
        k,v=l.split(': ',1)
        m=re.search(r'end_balance ([\d,.]+) · total_return_pct (\S+) · total_trades (\d+)',v)
        d[k]=(m.group(2),m.group(3),m.group(1)) if m else ('FAIL',)
    rows.append((int(i),c,d))
labels=sys.argv[1:] or list(rows[-1][2].keys())
for lab in labels:
    print('==',lab)
    prev=None
    for i,c,d in rows:
        v=d.get(lab)
        if v!=prev:
            s=subprocess.run(['git','-C',REPO,'log','-1','--format=%s',c],capture_output=True,text=True).stdout.strip()[:110]
            print(f'  fp{i:3d} {c} {v}  {s}')
            prev=v

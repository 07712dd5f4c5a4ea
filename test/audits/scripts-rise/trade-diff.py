"""Rise trace: trades changed, removed (-) and added (+) between two trades.ts outputs; a third argument prints reasons.
usage: python3 test/audits/scripts-rise/trade-diff.py A.json B.json [reasons]"""
import json,sys
a=json.load(open(sys.argv[1]));b=json.load(open(sys.argv[2]))
print('end',a['end'],'->',b['end'],'interest',a['interest'],'->',b['interest'])
A={r['k']+'|'+str(i):r for i,r in enumerate(a['rows'])}
def key(r): return (r['k'],r['entry'],r['exit'],r['exit_date'],r['pnl'])
sa=[key(r) for r in a['rows']]; sb=[key(r) for r in b['rows']]
import difflib
sm=difflib.SequenceMatcher(a=[s[0] for s in sa],b=[s[0] for s in sb],autojunk=False)
tot=0;n=0
for op,i1,i2,j1,j2 in sm.get_opcodes():
    if op=='equal':
        for i,j in zip(range(i1,i2),range(j1,j2)):
            if sa[i]!=sb[j]:
                ra,rb=a['rows'][i],b['rows'][j]; n+=1; tot+=rb['pnl']-ra['pnl']
                print(f"~ {ra['k']} pnl {ra['pnl']} -> {rb['pnl']} ({rb['pnl']-ra['pnl']:+.2f})\n   A: {ra['entry']} || {ra['exit']} {ra['exit_date']} {ra['scen']}\n   B: {rb['entry']} || {rb['exit']} {rb['exit_date']} {rb['scen']}")
                if len(sys.argv)>3: print('   rA:',ra['reason'][:300],'\n   rB:',rb['reason'][:300])
    else:
        for i in range(i1,i2): r=a['rows'][i]; n+=1; tot-=r['pnl']; print(f"- {r['k']} {r['pnl']} {r['entry']} || {r['exit']} {r['exit_date']} {r['scen']}")
        for j in range(j1,j2): r=b['rows'][j]; n+=1; tot+=r['pnl']; print(f"+ {r['k']} {r['pnl']} {r['entry']} || {r['exit']} {r['exit_date']} {r['scen']}")
print('changed',n,'sum pnl change',round(tot,2))

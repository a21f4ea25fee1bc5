# Independent reference for the pentanomial GSPRT LLR: lambda from the
# roots of the polynomial sum_i p_i d_i prod_{j!=i} (1 + lambda d_j) = 0
# (Durand-Kerner), not by bisection.
import math, sys
def polymul(a, b):
    r = [0.0]*(len(a)+len(b)-1)
    for i, x in enumerate(a):
        for j, y in enumerate(b):
            r[i+j] += x*y
    return r
def roots(c):  # c: coefficients, lowest degree first
    while abs(c[-1]) < 1e-300: c = c[:-1]
    n = len(c)-1
    if n == 0: return []
    lead = c[-1]; c = [x/lead for x in c]
    z = [complex(0.4, 0.9)**k for k in range(n)]
    for _ in range(2000):
        nz = []
        for i in range(n):
            num = sum(c[k]*z[i]**k for k in range(n+1))
            den = 1
            for j in range(n):
                if j != i: den *= (z[i]-z[j])
            nz.append(z[i]-num/den)
        z = nz
    return z
def ll(p, a, s):
    d = [x - s for x in a]
    poly = [0.0]
    for i in range(len(p)):
        t = [p[i]*d[i]]
        for j in range(len(p)):
            if j != i: t = polymul(t, [1.0, d[j]])
        poly = [x+y for x, y in zip(poly+[0]*(len(t)-len(poly)), t+[0]*(len(poly)-len(t)))]
    lo, hi = -1/(a[-1]-s), 1/(s-a[0])
    cands = [r.real for r in roots(poly) if abs(r.imag) < 1e-7 and lo < r.real < hi]
    assert len(cands) == 1, (cands, p, s)
    lam = cands[0]
    return -sum(p[i]*math.log(1+lam*d[i]) for i in range(len(p)))
def llr(counts, a, e0, e1):
    n = sum(counts)
    if n == 0: return 0.0
    p = [max(c, 1e-3) for c in counts]; t = sum(p); p = [x/t for x in p]
    sc = lambda e: 1/(1+10**(-e/400))
    return n*(ll(p, a, sc(e1)) - ll(p, a, sc(e0)))
A5 = [0, .25, .5, .75, 1]
# stdin: rows of five pair counts (0 to 2 points), elo0, elo1
for row in sys.stdin:
    f = row.split()
    if not f: continue
    c = [int(x) for x in f[:5]]; e0, e1 = float(f[5]), float(f[6])
    print("\t".join(f[:7] + ["%.6f" % llr(c, A5, e0, e1)]))

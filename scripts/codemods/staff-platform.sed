# Staff platform floor (decision 035): old → new module paths, for every file in src/, tests/, docs/, scripts/.
# Run with `sed -E -i -f scripts/codemods/staff-platform.sed <files>` (or scripts/codemods/staff-platform.sh,
# which also applies the two directory-local scripts beside this one).
#   src/server/admin/auth.ts         → src/server/staff/auth.ts
#   src/server/admin/middleware.ts   → src/server/staff/middleware.ts
#   src/server/admin/route-kit.ts    → src/server/staff/route-kit.ts
#   src/server/admin/audit.ts        → src/server/staff/audit.ts
#   src/server/admin/totp.ts         → src/server/staff/totp.ts
#   src/server/admin/owner.ts        → src/server/staff/owner.ts
#   src/server/admin/seed.ts         → src/server/staff/seed.ts
#   src/server/admin/auth-routes.ts  → src/server/staff/auth-routes.ts
#   src/server/admin/staff.ts        → src/server/staff/accounts.ts
#   src/server/admin/staff-routes.ts → src/server/staff/accounts-routes.ts
# Absolute and documented paths ('@/server/admin/x', 'src/server/admin/x.ts').
s#server/admin/(auth|middleware|route-kit|audit|totp|owner|seed|auth-routes)(['"`]|\.ts)#server/staff/\1\2#g
s#server/admin/staff(['"`]|\.ts)#server/staff/accounts\1#g
s#server/admin/staff-routes(['"`]|\.ts)#server/staff/accounts-routes\1#g
# Relative imports from a sibling folder of src/server ('../admin/x') and from src/server itself ('./admin/x').
s#(['"])(\.\.?)/admin/(auth|middleware|route-kit|audit|totp|owner|seed|auth-routes)(['"])#\1\2/staff/\3\4#g
s#(['"])(\.\.?)/admin/staff(['"])#\1\2/staff/accounts\3#g
s#(['"])(\.\.?)/admin/staff-routes(['"])#\1\2/staff/accounts-routes\3#g

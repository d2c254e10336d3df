# Staff platform floor (decision 035), for files that stay in src/server/admin/ (the console) only:
# their './x' imports of the modules that moved down to src/server/staff/.
s#(['"])\./(auth|middleware|route-kit|audit|totp|owner|seed|auth-routes)(['"])#\1../staff/\2\3#g
s#(['"])\./staff(['"])#\1../staff/accounts\2#g
s#(['"])\./staff-routes(['"])#\1../staff/accounts-routes\2#g

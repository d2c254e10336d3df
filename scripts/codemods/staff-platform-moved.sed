# Staff platform floor (decision 035), for the moved files now in src/server/staff/ only: the two
# renamed neighbours, and what they still import from the console (none at the move).
s#(['"])\./staff(['"])#\1./accounts\2#g
s#(['"])\./staff-routes(['"])#\1./accounts-routes\2#g

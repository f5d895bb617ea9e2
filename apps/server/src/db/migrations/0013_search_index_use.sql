-- The search box's name lookup (0011) reads its trigram indexes on every keystroke; two things kept
-- it off them, each costing more than the lookup itself.
--
-- A GIN index files new entries in a pending list that every scan reads through, name by name, until
-- a VACUUM merges it. Teams and leagues arrive a few at a time, far below autovacuum's insert
-- threshold, so the list only grew. They change rarely: each new name now goes straight into the
-- index, and what is pending is merged now.
alter index competitors_search_idx set (fastupdate = off);
alter index tournaments_search_idx set (fastupdate = off);
select gin_clean_pending_list('competitors_search_idx');
select gin_clean_pending_list('tournaments_search_idx');

-- The planner takes pg_trgm's word-similarity test for as cheap as comparing two integers (cost 1),
-- so below some thousands of names it would rather test every name than read the index (on the
-- simulator's catalogue, 0.7 ms a search against 0.02 ms). The test builds and compares the trigram sets
-- of both strings, about a hundred times a comparison's work; said so, the planner takes the index.
-- Only search uses pg_trgm in this database. Where the extension belongs to another role (created
-- beforehand by an administrator), the functions cannot be altered from here: search still works,
-- slower on a small catalogue, and the notice says what to run as their owner.
do $$
begin
  alter function public.word_similarity_op(text, text) cost 100;
  alter function public.word_similarity_commutator_op(text, text) cost 100;
exception when insufficient_privilege then
  raise notice 'search: as the owner of pg_trgm, run: alter function public.word_similarity_op(text, text) cost 100; alter function public.word_similarity_commutator_op(text, text) cost 100;';
end
$$;

-- The final score of a selection's match, kept on the bet: the feed forgets a fixture once it
-- closes, and the bet detail must still show how the match ended. Written when the leg's line is
-- settled after the final whistle (the confirmed settlement always is); null while the match has no
-- final score. `home:away`, as the live score reads. No check constraint: a display field must never
-- be able to stop a settlement's transaction.
alter table bet_selections add column final_score text;

%% What several modules share.

%% Big's peer sequences, every actor's, computed once per process and read in place by the actors.
-define(BIG_PEERS, {ringside, big_peers}).

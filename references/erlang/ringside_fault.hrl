%% ---- the fault build (erlc -DRINGSIDE_FAULT): one plausible bug per workload, which validation must catch ----
%% Included by each workload's module, which uses its own hooks; inlined, so the normal build pays no call for them.
-compile({inline, [ring_next/3, pongs_counted/1, transform/1, value_sent/3, leaf_value/1, server_answer/1,
                   generated/1, select_number/2, pong_id/2, levels/1]}).
-compile({nowarn_unused_function, [ring_next/3, pongs_counted/1, transform/1, value_sent/3, leaf_value/1,
                                   answer/3, server_answer/1, generated/1, select_number/2, pong_id/2, levels/1]}).

-ifdef(RINGSIDE_FAULT).
ring_next(0, V, 0) -> V - 2;              % worker 0's first hop skips a worker
ring_next(_, V, _) -> V - 1.
pongs_counted(1) -> 2;                   % the pinger counts the first pong twice
pongs_counted(_) -> 1.
transform(1) -> 1 * 1 + 1;               % one worker sends x*x + 1 for x = 1
transform(X) -> X * X.
value_sent(0, 1, End) -> End;            % sender 0 sends sender 1's first number instead of its own first
value_sent(_, V, _) -> V.
leaf_value(0) -> 1;                      % leaf 0 answers its number + 1
leaf_value(I) -> I.
answer(_, 0, _) -> ok;                   % actor 0 does not answer its stop
answer(Driver, Me, M) -> Driver ! {received, Me, M}.
server_answer(0) -> 1;                   % the server answers request 0 with request 1's id
server_answer(Id) -> Id.
generated(3) -> false;                   % the generator skips 3
generated(_) -> true.
select_number(0, 1) -> 2;                % source 0 sends 2 in place of 1
select_number(_, I) -> I.
pong_id(0, Ping) -> Ping + 1;            % actor 0 answers each ping with the next ping's id
pong_id(_, Ping) -> Ping.
levels(Depth) -> Depth - 1.              % each receive is made one call less deep
-else.
ring_next(_, V, _) -> V - 1.
pongs_counted(_) -> 1.
transform(X) -> X * X.
value_sent(_, V, _) -> V.
leaf_value(I) -> I.
answer(Driver, Me, M) -> Driver ! {received, Me, M}.
server_answer(Id) -> Id.
generated(_) -> true.
select_number(_, I) -> I.
pong_id(_, Ping) -> Ping.
levels(Depth) -> Depth.
-endif.

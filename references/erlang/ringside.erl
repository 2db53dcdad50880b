%% Ringside's workloads as Erlang processes, for the reference rows beside the JVM frameworks.
%% Every actor is a process with its own mailbox; every hop is a `!` and a `receive`.
%% The contract with the runner (arguments, output lines, exit statuses) is in references/README.md.
-module(ringside).
-export([main/1]).

%% Inline the fault build's hooks, so the normal build pays no call for them.
-compile({inline, [ring_next/3, pongs_counted/1, transform/1, value_sent/3, leaf_value/1, server_answer/1,
                   generated/1, select_number/2, pong_id/2, levels/1, ponged/3, pinged/3]}).

-define(INT_MAX, 2147483647).
-define(WORKLOADS, ["ring", "pingpong", "fanout", "contention", "spawn", "footprint", "latency", "sieve", "select",
                    "big"]).
-define(UINT64_MAX, 18446744073709551615).
%% The JVM's SieveWorkload: the end of the numbers, the first filter's prime, the largest limit.
-define(SIEVE_END, 0).
-define(FIRST_PRIME, 2).
-define(SIEVE_MAX_LIMIT, 1000000).
%% The depth check is made at one of the checked process's first this many receives (the JVM's StackDepthWitness).
-define(FIRST_CALLS, 16).
%% Big's peer sequences, every actor's, computed once per process and read in place by the actors.
-define(BIG_PEERS, {ringside, big_peers}).
%% The pacer's lead before the first request and the precise pacer's spin before each (the JVM's Pacer).
-define(LEAD_NS, 1000000).
-define(SPIN_NS, 150000).

%% Every parameter the runner gives, with what it accepts: {choice, Values} or {int, Min}.
params() ->
    [{variant, {choice, ["processes"]}},
     {workload, {choice, ?WORKLOADS}},
     {parallelism, {int, 1}},
     {warmupIterations, {int, 0}},
     {iterations, {int, 1}},
     {iterationTime, {int, 1}},
     {opTimeout, {int, 1}},
     {workerCount, {int, 2}},
     {ringSize, {int, 1}},
     {pingPongCount, {int, 1}},
     {fanOutWorkers, {int, 1}},
     {fanOutMessages, {int, 1}},
     {contentionSenders, {int, 1}},
     {contentionMessages, {int, 1}},
     {spawnBranching, {int, 2}},
     {spawnLeaves, {int, 1}},
     {footprintActors, {int, 1}},
     {latencyRate, {int, 1}},
     {latencyDuration, {int, 1}},
     {sieveLimit, {int, 3, ?SIEVE_MAX_LIMIT}},
     {selectSources, {int, 1}},
     {selectMessages, {int, 1}},
     {bigActors, {int, 2}},
     {bigPings, {int, 1}},
     %% the runner's sum over the JVM's BigWorkload.peer, which this program's peer/4 must give too
     {bigPeerCheck, {int, 0, ?UINT64_MAX}},
     {stackDepth, {int, 0}},
     %% the runner resolves the JVM's auto before it starts the program
     {pacer, {choice, ["parking", "precise"]}}].

%% erl -run ringside main name=value ...: the whole run, ended by halt with the contract's status. A crash of the
%% program itself is a run that could not be validated: exit 3, not erl's own status 1 and its crash dump.
main(Args) ->
    try start_run(Args)
    catch
        Class:Reason:Stack -> fail(3, io_lib:format("invalid: the program failed: ~0p:~0p ~0p", [Class, Reason, Stack]))
    end.

start_run(Args) ->
    case parse(Args) of
        {error, Text} ->
            fail(2, "ringside-erlang: " ++ Text);
        {ok, #{workload := W} = Given} ->
            crash_reports_to_stderr(),
            P = prepare(W, Given),
            case capacity(W, P) of
                ok ->
                    try run(W, P)
                    catch
                        Class:Reason:Stack -> invalid(W, "the driver failed: ~0p:~0p ~0p", [Class, Reason, Stack])
                    end,
                    halt(0);
                {cannot, Text} ->
                    io:format("cannot ~s~n", [Text]),
                    halt(4)
            end
    end.

%% A crashed process's report goes to stderr: stdout carries only the protocol's lines (a handler's type is fixed
%% once added, so the default handler is added again).
crash_reports_to_stderr() ->
    {ok, Default} = logger:get_handler_config(default),
    ok = logger:remove_handler(default),
    ok = logger:add_handler(default, logger_std_h, Default#{config => #{type => standard_error}}).

fail(Status, Text) ->
    io:format(standard_error, "~ts~n", [Text]),
    halt(Status).

%% A failed check: one line on stderr and exit status 3, at once (halt ends every process of the op).
invalid(W, Format, Args) ->
    fail(3, lists:flatten(io_lib:format("invalid: ~s: " ++ Format, [W | Args]))).

%% ---- arguments: all given, each name=value, checked before any work ----

parse(Args) ->
    Names = [atom_to_list(N) || {N, _} <- params()],
    case split(Args, Names, #{}) of
        {error, _} = E -> E;
        {ok, Given} -> values(params(), Given, #{})
    end.

split([], _, Given) ->
    {ok, Given};
split([Arg | Rest], Names, Given) ->
    Accepted = "accepted: " ++ lists:join(", ", Names),
    case string:split(Arg, "=") of
        [Name, Value] ->
            case {lists:member(Name, Names), maps:is_key(Name, Given)} of
                {false, _} -> {error, io_lib:format("'~ts': unknown parameter; ~s", [Name, Accepted])};
                {true, true} -> {error, io_lib:format("~s: given twice", [Name])};
                {true, false} -> split(Rest, Names, Given#{Name => Value})
            end;
        _ ->
            {error, io_lib:format("'~ts': not name=value; ~s", [Arg, Accepted])}
    end.

values([], _, P) ->
    check_spawn(P);
values([{Name, Kind} | Rest], Given, P) ->
    Key = atom_to_list(Name),
    case maps:find(Key, Given) of
        error -> {error, io_lib:format("~s: missing; accepted: ~s", [Key, accepted(Kind)])};
        {ok, Text} ->
            case value(Kind, Text) of
                {ok, V} -> values(Rest, Given, P#{Name => V});
                error when element(1, Kind) == choice ->
                    {error, io_lib:format("~s: unknown '~ts'; accepted: ~s", [Key, Text, accepted(Kind)])};
                error ->
                    {error, io_lib:format("~s: '~ts' is not accepted; accepted: ~s", [Key, Text, accepted(Kind)])}
            end
    end.

value({choice, Values}, Text) ->
    case lists:member(Text, Values) of
        true -> {ok, Text};
        false -> error
    end;
value({int, Min}, Text) ->
    value({int, Min, ?INT_MAX}, Text);
value({int, Min, Max}, Text) ->
    try list_to_integer(Text) of
        V when V >= Min, V =< Max -> {ok, V};
        _ -> error
    catch
        error:badarg -> error
    end.

accepted({choice, Values}) -> lists:join(", ", Values);
accepted({int, Min}) -> accepted({int, Min, ?INT_MAX});
accepted({int, Min, Max}) -> io_lib:format("an integer from ~b to ~b", [Min, Max]).

%% As the JVM's SpawnWorkload, checked when spawn is run: the tree's leaves are a power of its branching.
check_spawn(#{workload := "spawn", spawnBranching := B, spawnLeaves := L} = P) ->
    case depth(B, L) of
        -1 -> {error, io_lib:format("spawnLeaves: ~b is not accepted; expected a power of spawnBranching (~b),"
                                    " such as ~b, ~b or ~b", [L, B, B, B * B, B * B * B])};
        _ -> check_schedulers(P)
    end;
check_spawn(P) ->
    check_schedulers(P).

check_schedulers(#{parallelism := Par} = P) ->
    case erlang:system_info(schedulers_online) of
        Par -> {ok, P};
        Online -> {error, io_lib:format("parallelism: ~b, but erl runs ~b online schedulers; run erl +S ~b:~b",
                                        [Par, Online, Par, Par])}
    end.

depth(B, N) -> depth(B, N, 1, 0).
depth(_, N, Leaves, D) when Leaves == N -> D;
depth(_, N, Leaves, _) when Leaves > N -> -1;
depth(B, N, Leaves, D) -> depth(B, N, Leaves * B, D + 1).

%% Processes an op has alive at most (the spawn tree: all of it, as a parent waits for its children), beside the
%% ones already running; erl refuses a spawn past its process limit (+P).
capacity(W, P) ->
    Needed = needed(W, P),
    Limit = erlang:system_info(process_limit),
    Running = erlang:system_info(process_count),
    case Needed + Running > Limit of
        false -> ok;
        true -> {cannot, io_lib:format("run ~s: it needs up to ~b processes alive at once beside erl's own ~b,"
                                       " over erl's process limit of ~b (erl +P)", [W, Needed, Running, Limit])}
    end.

needed("ring", #{workerCount := N}) -> N;
needed("pingpong", _) -> 2;
needed("fanout", #{fanOutWorkers := N}) -> N + 2;
needed("contention", #{contentionSenders := N}) -> N + 1;
needed("spawn", #{spawnBranching := B, spawnLeaves := L}) -> (B * L - 1) div (B - 1);
needed("footprint", #{footprintActors := N}) -> N;
needed("latency", _) -> 2;
needed("sieve", #{sieve := {Primes, _, _}}) -> Primes + 1;
needed("select", #{selectSources := N}) -> N + 1;
needed("big", #{bigActors := N}) -> N.

%% What a workload computes once per process, before any op: sieve's expected counts; big's peer sequence,
%% checked against the JVM's (bigPeerCheck) so that this program cannot drift from BigWorkload.peer.
prepare("sieve", #{sieveLimit := Limit} = P) ->
    P#{sieve => sieve_expected(Limit)};
prepare("big", #{bigActors := N, bigPings := K, bigPeerCheck := Check} = P) ->
    Peers = list_to_tuple([list_to_tuple([peer(A, I, N) || I <- lists:seq(0, K - 1)]) || A <- lists:seq(0, N - 1)]),
    peer_check(Peers, K) == Check orelse invalid("big", "the peer sequence differs from the JVM's", []),
    persistent_term:put(?BIG_PEERS, Peers),
    P#{big => big_expected(Peers, N, K)};
prepare(_, P) ->
    P.

%% ---- iterations: whole ops back to back until iterationTime has passed ----

run(W, P) ->
    io:format("ringside-reference language=erlang version=OTP-~s/erts-~s variant=processes workload=~s~n",
              [erlang:system_info(otp_release), erlang:system_info(version), W]),
    #{warmupIterations := Warmups, iterations := Iterations} = P,
    [iteration(W, "warmup", I, P) || I <- lists:seq(1, Warmups)],
    [iteration(W, "measure", I, P) || I <- lists:seq(1, Iterations)],
    ok.

%% footprint: one op per iteration, its figure the memory the idle processes took; then the op's time.
iteration("footprint", Kind, I, P) ->
    Start = now_ns(),
    {Actors, Bytes} = footprint(op("footprint", P), P),
    io:format("~s ~b actors=~b bytes=~b ns=~b~n", [Kind, I, Actors, Bytes, now_ns() - Start]);
%% latency: one op per iteration, its figures the latencies (ns), the achieved rate and the pacer's lateness.
iteration("latency", Kind, I, P) ->
    Start = now_ns(),
    {Requests, Figures} = latency(P),
    io:format("~s ~b requests=~b ns=~b ~s~n", [Kind, I, Requests, now_ns() - Start, Figures]);
iteration(W, Kind, I, #{iterationTime := Ms} = P) ->
    Start = now_ns(),
    {Ops, End} = ops(W, P, Start, Start + Ms * 1000000, 0),
    io:format("~s ~b ops=~b ns=~b~n", [Kind, I, Ops, End - Start]).

ops(W, P, Start, Until, Done) ->
    play(W, op(W, P), P),
    case now_ns() of
        End when End >= Until -> {Done + 1, End};
        _ -> ops(W, P, Start, Until, Done + 1)
    end.

now_ns() -> erlang:monotonic_time(nanosecond).

play("ring", Op, P) -> ring(Op, P);
play("pingpong", Op, P) -> pingpong(Op, P);
play("fanout", Op, P) -> fanout(Op, P);
play("contention", Op, P) -> contention(Op, P);
play("spawn", Op, P) -> spawn_tree(Op, P);
play("sieve", Op, P) -> sieve(Op, P);
play("select", Op, P) -> select(Op, P);
play("big", Op, P) -> big(Op, P).

%% ---- the op's driver: it starts the processes, takes their reports and validates them ----

%% One op's workload name and deadline (monotonic ms).
op(W, #{opTimeout := S}) -> {W, S, erlang:monotonic_time(millisecond) + S * 1000}.

%% The next message to the driver, within the op's deadline; a process that crashed fails the op.
next({W, S, Deadline}) ->
    Left = max(0, Deadline - erlang:monotonic_time(millisecond)),
    receive
        {'DOWN', _, process, _, Reason} when Reason =/= normal ->
            invalid(W, "a process of the op ended with ~0p", [Reason]);
        Message ->
            Message
    after Left ->
        invalid(W, "op timed out after ~b s", [S])
    end.

%% Waits for the end of the op's N monitored processes (the tear-down), gathering their reports meanwhile. Each
%% process reports before it ends, and signals from one process arrive in order, so once all are down every
%% report is in: a missing one shows at once, not at the timeout.
finish(Op, N) -> finish(Op, N, []).

finish(_, 0, Reports) -> lists:reverse(Reports);
finish(Op, N, Reports) ->
    case next(Op) of
        {'DOWN', _, process, _, normal} -> finish(Op, N - 1, Reports);
        Report -> finish(Op, N, [Report | Reports])
    end.

start(Fun) ->
    start(Fun, []).

%% A process that many messages may queue for keeps its queue off its heap: on the heap (erl's default), every
%% garbage collection of the process copies the whole queue, so a flooded process slows down more than linearly.
start(Fun, Options) ->
    {Pid, _} = spawn_opt(Fun, [monitor | Options]),
    Pid.

%% ---- ring: workerCount processes in a circle pass a token ringSize hops ----

ring({W, _, _} = Op, #{workerCount := N, ringSize := Size, stackDepth := Depth}) ->
    Driver = self(),
    Workers = [start(fun() -> ring_worker(Driver, I) end) || I <- lists:seq(0, N - 1)],
    Checked = depth_check(Depth, fun() -> [expected_receives(I, N, Size) || I <- lists:seq(0, N - 1)] end),
    [Worker ! ring_start(Next, Depth, Checked, I)
     || {I, Worker, Next} <- lists:zip3(lists:seq(0, N - 1), Workers, tl(Workers) ++ [hd(Workers)])],
    hd(Workers) ! Size,
    EndedBy = case next(Op) of
                  {ended, I} -> I;
                  Other -> invalid(W, "expected the end of the token, got ~0p", [Other])
              end,
    [Worker ! stop || Worker <- Workers],
    Reports = finish(Op, N),
    check_depth(W, Depth, Checked, Reports, "worker"),
    Counts = maps:from_list([{I, C} || {count, I, C} <- Reports]),
    Expected = Size rem N,
    EndedBy == Expected orelse invalid(W, "worker ~b received 0, expected worker ~b", [EndedBy, Expected]),
    map_size(Counts) == N orelse invalid(W, "~b receive counts for ~b workers", [map_size(Counts), N]),
    Total = lists:sum([check_receives(W, I, maps:get(I, Counts), N, Size) || I <- lists:seq(0, N - 1)]),
    Total == Size + 1 orelse invalid(W, "~b receives in all, expected ~b", [Total, Size + 1]).

%% Worker I receives the values v with (ringSize - v) rem workerCount == I, for v in [0, ringSize].
check_receives(W, I, Count, N, Size) ->
    Expected = expected_receives(I, N, Size),
    Count == Expected orelse invalid(W, "worker ~b received ~b messages, expected ~b", [I, Count, Expected]),
    Count.

expected_receives(I, N, Size) -> if I > Size -> 0; true -> (Size - I) div N + 1 end.

%% At depth 0 a worker starts today's loop; deeper, the loop whose every receive is that deep.
ring_start(Next, 0, _, _) -> {next, Next};
ring_start(Next, Depth, Checked, I) -> {next, Next, Depth, checked_call(Checked, I)}.

ring_worker(Driver, Me) ->
    receive
        {next, Next} -> ring_loop(Driver, Me, Next, 0);
        {next, Next, Depth, CheckAt} -> ring_deep_loop(Driver, Me, Next, 0, Depth, CheckAt)
    end.

%% ring_loop with each receive made Depth calls deep (deep_receive); receive CheckAt (from 1) counts its frames.
ring_deep_loop(Driver, Me, Next, Count, Depth, CheckAt) ->
    case deep_receive(levels(Depth), at_check(Me, Count + 1, CheckAt)) of
        0 ->
            Driver ! {ended, Me},
            ring_deep_loop(Driver, Me, Next, Count + 1, Depth, CheckAt);
        V when is_integer(V) ->
            Next ! ring_next(Me, V, Count),
            ring_deep_loop(Driver, Me, Next, Count + 1, Depth, CheckAt);
        stop ->
            depth_seen(Driver),
            Driver ! {count, Me, Count}
    end.

ring_loop(Driver, Me, Next, Count) ->
    receive
        0 ->
            Driver ! {ended, Me},
            ring_loop(Driver, Me, Next, Count + 1);
        V when is_integer(V) ->
            Next ! ring_next(Me, V, Count),
            ring_loop(Driver, Me, Next, Count + 1);
        stop ->
            Driver ! {count, Me, Count}
    end.

%% ---- pingpong: a pinger and a ponger, pingPongCount round trips, each checking the sequence ----

pingpong({W, _, _} = Op, #{pingPongCount := N, stackDepth := 0}) ->
    Driver = self(),
    Ponger = start(fun() -> ponger(Driver, 0, {0, none}) end),
    start(fun() -> pinger(Driver, Ponger, 1, N, 0, {0, none}) end),
    check_pingpong(W, N, finish(Op, 2));
%% The same parties, each receive Depth calls deep; party 0 is the pinger, 1 the ponger.
pingpong({W, _, _} = Op, #{pingPongCount := N, stackDepth := Depth}) ->
    Driver = self(),
    Checked = depth_check(Depth, fun() -> [N, N + 1] end),
    Ponger = start(fun() -> ponger_deep(Driver, 0, {0, none}, Depth, checked_call(Checked, 1)) end),
    start(fun() -> pinger_deep(Driver, Ponger, 1, N, 0, {0, none}, Depth, checked_call(Checked, 0)) end),
    Reports = finish(Op, 2),
    check_depth(W, Depth, Checked, Reports, "party"),
    check_pingpong(W, N, Reports).

check_pingpong(W, N, Reports) ->
    {pings, Pings, {PongerMisses, PongerFirst}} = report(W, pings, Reports),
    {pongs, Pongs, {PingerMisses, PingerFirst}} = report(W, pongs, Reports),
    Pings == N andalso Pongs == N orelse
        invalid(W, "ponger received ~b pings and pinger ~b pongs, expected ~b each", [Pings, Pongs, N]),
    PongerMisses + PingerMisses == 0 orelse
        invalid(W, "~b messages out of sequence, the first: ~s",
                [PongerMisses + PingerMisses, first_miss(PongerFirst, PingerFirst)]).

%% Sends ping Seq, waits for its pong, and only then sends the next; the pong must answer the last ping sent.
pinger(Driver, Ponger, Seq, N, Pongs, Misses) when Seq > N ->
    Ponger ! stop,
    Driver ! {pongs, Pongs, Misses};
pinger(Driver, Ponger, Seq, N, Pongs, Misses) ->
    Ponger ! {ping, self(), Seq},
    receive
        {pong, Pong} ->
            pinger(Driver, Ponger, Seq + 1, N, Pongs + pongs_counted(Pong), ponged(Misses, Pong, Seq))
    end.

ponged(Misses, Pong, Seq) ->
    if Pong == Seq -> Misses;
       true -> miss(Misses, "pong ~b arrived after ping ~b was sent", [Pong, Seq])
    end.

pinger_deep(Driver, Ponger, Seq, N, Pongs, Misses, _, _) when Seq > N ->
    Ponger ! stop,
    depth_seen(Driver),
    Driver ! {pongs, Pongs, Misses};
pinger_deep(Driver, Ponger, Seq, N, Pongs, Misses, Depth, CheckAt) ->
    Ponger ! {ping, self(), Seq},
    {pong, Pong} = deep_receive(levels(Depth), at_check(0, Seq, CheckAt)),
    pinger_deep(Driver, Ponger, Seq + 1, N, Pongs + pongs_counted(Pong), ponged(Misses, Pong, Seq), Depth, CheckAt).

%% Pings must arrive as 1, 2, 3, ...; each is answered with its own number.
ponger(Driver, Pings, Misses) ->
    receive
        {ping, Pinger, Seq} ->
            Pinger ! {pong, Seq},
            ponger(Driver, Pings + 1, pinged(Misses, Seq, Pings));
        stop ->
            Driver ! {pings, Pings, Misses}
    end.

pinged(Misses, Seq, Pings) ->
    if Seq == Pings + 1 -> Misses;
       true -> miss(Misses, "ping ~b arrived when ping ~b was due", [Seq, Pings + 1])
    end.

ponger_deep(Driver, Pings, Misses, Depth, CheckAt) ->
    case deep_receive(levels(Depth), at_check(1, Pings + 1, CheckAt)) of
        {ping, Pinger, Seq} ->
            Pinger ! {pong, Seq},
            ponger_deep(Driver, Pings + 1, pinged(Misses, Seq, Pings), Depth, CheckAt);
        stop ->
            depth_seen(Driver),
            Driver ! {pings, Pings, Misses}
    end.

%% ---- stackDepth: ring's and pingpong's receives made that many calls deep ----

%% Receives one message at the bottom of Levels calls of this function, each a small frame. Not tail-recursive: each
%% level uses the result after its call (level/1), so the VM keeps every level's frame. Check, when not none, is the
%% one sampled receive: its frames are counted on the process's own stack before it waits, and kept for the
%% process's report at its end (depth_seen/1), so the driver's messages during the op stay as at depth 0.
deep_receive(0, none) ->
    receive M -> M end;
deep_receive(0, {Entity, Call}) ->
    put(depth_seen, {depth_seen, Entity, Call, frames_of_deep_receive()}),
    receive M -> M end;
deep_receive(Levels, Check) ->
    M = deep_receive(Levels - 1, Check),
    level(M).

level(M) -> M.

%% The frames of deep_receive on this process's stack, from its backtrace (the VM's own dump of the whole stack;
%% current_stacktrace stops at erl's backtrace depth, 64 at most): the bottom's call to here and one per level.
frames_of_deep_receive() ->
    {backtrace, Dump} = erlang:process_info(self(), backtrace),
    length(binary:matches(Dump, <<"(ringside:deep_receive/2 ">>)).

%% As the JVM's StackDepthWitness: one entity, and one of its first calls, drawn at random per op, so a worker that
%% recurses only sometimes can show in any op. Calls() lists each entity's receives in the op; none at depth 0.
depth_check(0, _) ->
    none;
depth_check(_, CallsOf) ->
    Calls = CallsOf(),
    Receiving = [{E, C} || {E, C} <- lists:zip(lists:seq(0, length(Calls) - 1), Calls), C > 0],
    {Entity, C} = lists:nth(rand:uniform(length(Receiving)), Receiving),
    {Entity, rand:uniform(min(C, ?FIRST_CALLS))}.

%% Which of its receives entity E counts its frames at (from 1), or 0 for none.
checked_call({E, Call}, E) -> Call;
checked_call(_, _) -> 0.

at_check(Entity, Call, Call) -> {Entity, Call};
at_check(_, _, _) -> none.

%% A deep process's last message: the frames it counted, if it was the one checked.
depth_seen(Driver) ->
    case get(depth_seen) of
        undefined -> ok;
        Seen -> Driver ! Seen
    end.

%% The drawn receive must have been made in at least Depth + 1 frames of deep_receive: its bottom and the levels above.
check_depth(_, 0, _, _, _) ->
    ok;
check_depth(W, Depth, {Entity, Call}, Reports, Name) ->
    case [F || {depth_seen, E, C, F} <- Reports, E == Entity, C == Call] of
        [Frames] when Frames >= Depth + 1 ->
            ok;
        [Frames] ->
            invalid(W, "~s ~b made its receive ~b in ~b frames of its recursive function, expected at least ~b (the"
                       " bottom and ~b levels above it)", [Name, Entity, Call, Frames, Depth + 1, Depth]);
        _ ->
            invalid(W, "~s ~b never counted its frames at its receive ~b: at stackDepth ~b each receive is made that"
                       " deep", [Name, Entity, Call, Depth])
    end.

%% A party's mismatches: their count and the first one's text, made only when there is one (the correct path
%% allocates nothing for the check).
miss({0, none}, Format, Args) -> {1, lists:flatten(io_lib:format(Format, Args))};
miss({N, First}, _, _) -> {N + 1, First}.

first_miss(none, Pinger) -> Pinger;
first_miss(Ponger, none) -> Ponger;
first_miss(Ponger, Pinger) -> "ponger: " ++ Ponger ++ "; pinger: " ++ Pinger.

%% The one report tagged Tag among an op's reports.
report(W, Tag, Reports) ->
    case [R || R <- Reports, element(1, R) == Tag] of
        [R] -> R;
        Found -> invalid(W, "~b reports tagged ~0p, expected one; the op's reports: ~0p", [length(Found), Tag, Reports])
    end.

%% ---- fanout: a producer deals 1..n to the workers, which send x*x to one collector ----

fanout({W, _, _} = Op, #{fanOutWorkers := N, fanOutMessages := M}) ->
    Driver = self(),
    Collector = start(fun() -> collector(Driver, M, 0, 0) end, [{message_queue_data, off_heap}]),
    Workers = [start(fun() -> fan_worker(Driver, I, Collector, 0, 0) end, [{message_queue_data, off_heap}])
               || I <- lists:seq(0, N - 1)],
    start(fun() -> producer(list_to_tuple(Workers), N, 1, M) end),
    Reports = finish(Op, N + 2),
    {collected, Collected, Sum} = report(W, collected, Reports),
    Collected == M orelse invalid(W, "collector received ~b values, expected ~b", [Collected, M]),
    Tallies = maps:from_list([{I, {C, S}} || {worker, I, C, S} <- Reports]),
    map_size(Tallies) == N orelse invalid(W, "~b worker tallies for ~b workers", [map_size(Tallies), N]),
    [check_fan_worker(W, I, maps:get(I, Tallies), N, M) || I <- lists:seq(0, N - 1)],
    Expected = wrap64(M * (M + 1) * (2 * M + 1) div 6),
    Sum == Expected orelse invalid(W, "collector's sum is ~b, expected ~b", [Sum, Expected]).

%% Worker I receives x = I+1, I+1+N, ... up to M: C numbers summing to C(I+1) + N C(C-1)/2.
check_fan_worker(W, I, {Count, Sum}, N, M) ->
    C = if I >= M -> 0; true -> (M - 1 - I) div N + 1 end,
    Count == C orelse invalid(W, "worker ~b transformed ~b numbers, expected ~b", [I, Count, C]),
    S = C * (I + 1) + N * (C - 1) * C div 2,
    Sum == S orelse invalid(W, "worker ~b received numbers summing to ~b, expected ~b", [I, Sum, S]).

producer(Workers, _, X, M) when X > M ->
    [Worker ! stop || Worker <- tuple_to_list(Workers)],
    ok;
producer(Workers, N, X, M) ->
    element((X - 1) rem N + 1, Workers) ! X,
    producer(Workers, N, X + 1, M).

fan_worker(Driver, Me, Collector, Count, Sum) ->
    receive
        X when is_integer(X) ->
            Collector ! transform(X),
            fan_worker(Driver, Me, Collector, Count + 1, Sum + X);
        stop ->
            Driver ! {worker, Me, Count, Sum}
    end.

collector(Driver, 0, Count, Sum) ->
    Driver ! {collected, Count, wrap64(Sum)};
collector(Driver, Left, Count, Sum) ->
    receive
        Y -> collector(Driver, Left - 1, Count + 1, Sum + Y)
    end.

%% The JVM's collector sums in a long, wrapping at 64 bits; Erlang's integers do not wrap, so the sum is reduced
%% to a signed 64-bit value the same way (the low 64 bits, read as two's complement).
wrap64(V) ->
    <<S:64/signed>> = <<V:64>>,
    S.

%% ---- contention: contentionSenders senders each send their share of 1..n to one receiver ----

contention({W, _, _} = Op, #{contentionSenders := N, contentionMessages := M}) ->
    Driver = self(),
    Receiver = start(fun() -> receiver(Driver, M, 0, 0, #{}) end, [{message_queue_data, off_heap}]),
    [start(fun() -> sender(Receiver, I, first_value(I, N, M), first_value(I, N, M) + share(I, N, M)) end)
     || I <- lists:seq(0, N - 1)],
    {received, Received, Sum, Tally} = report(W, received, finish(Op, N + 1)),
    Received == M orelse invalid(W, "the receiver got ~b messages, expected ~b", [Received, M]),
    Unknown = [S || S <- maps:keys(Tally), S < 0 orelse S >= N],
    Unknown == [] orelse invalid(W, "messages credited to senders ~w, but the senders are 0 to ~b", [Unknown, N - 1]),
    [check_sender(W, I, maps:get(I, Tally, {0, 0}), N, M) || I <- lists:seq(0, N - 1)],
    Expected = M * (M + 1) div 2,
    Sum == Expected orelse invalid(W, "the receiver's sum is ~b, expected ~b", [Sum, Expected]).

%% How many numbers sender I sends: an equal share, one more for the first n rem senders.
share(I, N, M) -> M div N + (if I < M rem N -> 1; true -> 0 end).

%% The first number of sender I's contiguous range.
first_value(I, N, M) -> 1 + I * (M div N) + min(I, M rem N).

check_sender(W, I, {Count, Sum}, N, M) ->
    C = share(I, N, M),
    Count == C orelse invalid(W, "sender ~b was credited with ~b messages, expected ~b", [I, Count, C]),
    S = C * (2 * first_value(I, N, M) + C - 1) div 2,
    Sum == S orelse invalid(W, "sender ~b sent values summing to ~b, expected ~b", [I, Sum, S]).

%% Sender and value in one integer, as the JVM's one long: the message stays one small number.
sender(_, _, End, End) ->
    ok;
sender(Receiver, Me, V, End) ->
    Receiver ! (Me bsl 32 bor value_sent(Me, V, End)),
    sender(Receiver, Me, V + 1, End).

%% Counts and sums what each sender sent, and ends once every number of the op has come.
receiver(Driver, M, M, Sum, Tally) ->
    Driver ! {received, M, Sum, Tally};
receiver(Driver, M, Received, Sum, Tally) ->
    receive
        Message ->
            Sender = Message bsr 32,
            V = Message band 16#FFFFFFFF,
            Tally1 = case Tally of
                         #{Sender := {C, S}} -> Tally#{Sender := {C + 1, S + V}};
                         _ -> Tally#{Sender => {1, V}}
                     end,
            receiver(Driver, M, Received + 1, Sum + V, Tally1)
    end.

%% ---- spawn: the skynet tree; each process spawns its children, sums their replies, and replies ----

spawn_tree({W, _, _} = Op, #{spawnBranching := B, spawnLeaves := L}) ->
    Driver = self(),
    start(fun() -> tree_node(Driver, B, 0, L) end),
    {sum, Sum, Actors} = report(W, sum, finish(Op, 1)),
    ExpectedActors = (B * L - 1) div (B - 1),
    Actors == ExpectedActors orelse invalid(W, "~b actors ran, expected ~b", [Actors, ExpectedActors]),
    ExpectedSum = L * (L - 1) div 2,
    Sum == ExpectedSum orelse invalid(W, "the root's sum is ~b, expected ~b", [Sum, ExpectedSum]).

%% A leaf replies its index; a parent gives each child an equal share of its leaves, and replies the sum of their
%% replies and the processes under it, once every child has replied and ended (its monitor's 'DOWN').
tree_node(Parent, _, First, 1) ->
    Parent ! {sum, leaf_value(First), 1};
tree_node(Parent, B, First, Span) ->
    Me = self(),
    Share = Span div B,
    [start(fun() -> tree_node(Me, B, First + I * Share, Share) end) || I <- lists:seq(0, B - 1)],
    {Sum, Actors} = children(B, B, 0, 1),
    Parent ! {sum, Sum, Actors}.

children(0, 0, Sum, Actors) ->
    {Sum, Actors};
children(Replies, Ends, Sum, Actors) ->
    receive
        {sum, S, A} -> children(Replies - 1, Ends, Sum + S, Actors + A);
        {'DOWN', _, process, _, normal} -> children(Replies, Ends - 1, Sum, Actors);
        {'DOWN', _, process, _, Reason} -> exit({child, Reason}) % up the tree to the driver
    end.

%% ---- footprint: footprintActors idle processes, each blocked in receive, measured while they wait ----

footprint({W, _, _} = Op, #{footprintActors := N}) ->
    Driver = self(),
    Before = memory(),
    Actors = [spawn(fun() -> idle(Driver, I) end) || I <- lists:seq(0, N - 1)],
    ok = waiting(Op, N),
    With = memory(),
    % monitored only now, so the measurement holds the processes alone; one that has already ended shows as noproc
    [monitor(process, Actor) || Actor <- Actors],
    lists:foldl(fun(Actor, I) -> Actor ! I, I + 1 end, 0, Actors),
    Received = [{I, M} || {received, I, M} <- finish(Op, N)],
    Misdelivered = length([I || {I, M} <- Received, I =/= M]),
    length(Received) == N andalso Misdelivered == 0 orelse
        invalid(W, "~b actors received a message, ~b of them another actor's; expected each of the ~b to receive"
                   " its own", [length(Received), Misdelivered, N]),
    Sum = lists:sum([M || {_, M} <- Received]),
    Sum == N * (N - 1) div 2 orelse invalid(W, "the received indices sum to ~b, expected ~b", [Sum, N * (N - 1) div 2]),
    {N, With - Before}.

%% Every process of the op has said it is about to wait: all exist and have run.
waiting(_, 0) -> ok;
waiting({W, _, _} = Op, Left) ->
    case next(Op) of
        waiting -> waiting(Op, Left - 1);
        Other -> invalid(W, "expected every actor waiting, got ~0p", [Other])
    end.

idle(Driver, Me) ->
    Driver ! waiting,
    receive
        M -> answer(Driver, Me, M)
    end.

%% The memory the runtime has allocated (erlang:memory(total): every process, table, binary, code and the
%% runtime's own), every process garbage collected first, so an earlier op's garbage is not counted.
memory() ->
    [erlang:garbage_collect(Pid) || Pid <- processes()],
    erlang:memory(total).

%% ---- latency: requests sent open loop at a fixed rate to one server process, answered to a receiver ----

%% latencyRate x latencyDuration requests, numbered from 0, sent by the driver (the pacer) to one server process,
%% request I at its intended time I/latencyRate s after the start whether or not earlier replies have come; the
%% server answers each with its id to a receiver process, which records each reply's arrival. Per id, the replies
%% and the first arrival are kept in atomics arrays, as the JVM's LatencyRecorder keeps them in arrays.
latency(#{latencyRate := Rate, latencyDuration := Duration, pacer := Pacer} = P) ->
    N = Rate * Duration,
    Driver = self(),
    Sent = atomics:new(1, [{signed, true}]),
    Replies = atomics:new(N, [{signed, true}]),
    RepliedAt = atomics:new(N, [{signed, true}]),
    Receiver = start(fun() -> receiver(Driver, N, Sent, Replies, RepliedAt, 0, 0) end, [{message_queue_data, off_heap}]),
    Server = start(fun() -> server(Receiver) end, [{message_queue_data, off_heap}]),
    Start = now_ns() + ?LEAD_NS,
    SentAt = pace(Pacer, Server, Sent, Start, Rate, 0, N, []),
    % every wait after the pacing is bounded by opTimeout, as the JVM's op
    {W, _, _} = Op = op("latency", P),
    receive_replied(Op),
    Server ! stop, % the server ends after every request, then the receiver: a late repeated reply still counts
    {received, Strays} = report(W, received, finish(Op, 2)),
    latency_result(W, Rate, Start, SentAt, Replies, RepliedAt, Strays, N).

%% Sends requests Id..N-1, each at its time; the actual send times, in id order.
pace(_, _, _, _, _, N, N, SentAt) ->
    lists:reverse(SentAt);
pace(Pacer, Server, Sent, Start, Rate, Id, N, SentAt) ->
    Now = await(Pacer, Start + offset(Id, Rate)),
    atomics:put(Sent, 1, Id + 1),
    Server ! Id,
    pace(Pacer, Server, Sent, Start, Rate, Id + 1, N, [Now | SentAt]).

%% When request Id is due after the start, exact as the JVM's LatencyWorkload.intendedOffsetNanos.
offset(Id, Rate) -> Id * 1000000000 div Rate.

%% Waits until Due (monotonic ns) or later; the reading that ended the wait. Erlang's timer (receive after) counts
%% milliseconds: parking sleeps whole milliseconds until Due is reached; precise sleeps the whole milliseconds before
%% ?SPIN_NS ahead of Due, then spins (the scheduler still preempts it for the server, by reductions).
await("parking", Due) ->
    sleep_until(Due, fun(Left) -> (Left + 999999) div 1000000 end);
await("precise", Due) ->
    sleep_until(Due - ?SPIN_NS, fun(Left) -> Left div 1000000 end),
    spin_until(Due).

sleep_until(Until, Millis) ->
    Now = now_ns(),
    case Until - Now of
        Left when Left > 0 ->
            case Millis(Left) of
                0 -> Now;
                Ms -> receive after Ms -> sleep_until(Until, Millis) end
            end;
        _ -> Now
    end.

spin_until(Due) ->
    case now_ns() of
        Now when Now >= Due -> Now;
        _ -> spin_until(Due)
    end.

receive_replied({W, _, _} = Op) ->
    case next(Op) of
        all_replied -> ok;
        Other -> invalid(W, "expected every reply, got ~0p", [Other])
    end.

server(Receiver) ->
    receive
        stop -> Receiver ! stop;
        Id -> Receiver ! server_answer(Id), server(Receiver)
    end.

%% Counts every reply, per id in Replies (its first arrival in RepliedAt), a reply to an id not yet sent as a stray;
%% says all_replied once as many replies as requests have come, and its strays at the stop.
receiver(Driver, N, Sent, Replies, RepliedAt, Total, Strays) ->
    receive
        stop ->
            Driver ! {received, Strays};
        Id ->
            Now = now_ns(),
            Strays1 = case Id >= 0 andalso Id < atomics:get(Sent, 1) of
                          true ->
                              case atomics:add_get(Replies, Id + 1, 1) of
                                  1 -> atomics:put(RepliedAt, Id + 1, Now);
                                  _ -> ok
                              end,
                              Strays;
                          false -> Strays + 1
                      end,
            Total + 1 == N andalso (Driver ! all_replied),
            receiver(Driver, N, Sent, Replies, RepliedAt, Total + 1, Strays1)
    end.

%% Validates the op (every request answered exactly once with its own id, no stray) and prints its figures, each as
%% the JVM's HdrHistogram (3 significant digits) reports it: latency from each request's intended send time (not
%% below zero), the pacer's lateness, the achieved rate.
latency_result(W, Rate, Start, SentAt, Replies, RepliedAt, Strays, N) ->
    Answers = [{Id, atomics:get(Replies, Id + 1), atomics:get(RepliedAt, Id + 1)} || Id <- lists:seq(0, N - 1)],
    Answered = [{Id, At} || {Id, C, At} <- Answers, C > 0],
    Duplicated = lists:sum([C - 1 || {_, C, _} <- Answers, C > 1]),
    FirstUnanswered = case [Id || {Id, 0, _} <- Answers] of [] -> -1; [F | _] -> F end,
    length(Answered) == N andalso Duplicated == 0 andalso Strays == 0 orelse
        invalid(W, "~b of ~b requests were answered (first unanswered id ~b), ~b replies repeated an answered id and"
                   " ~b carried an id that was never sent (or not yet); expected every request answered exactly once"
                   " with its own id", [length(Answered), N, FirstUnanswered, Duplicated, Strays]),
    Latencies = list_to_tuple(lists:sort([max(0, At - Start - offset(Id, Rate)) || {Id, At} <- Answered])),
    Lateness = list_to_tuple(lists:sort([At - Start - offset(Id, Rate)
                                         || {Id, At} <- lists:zip(lists:seq(0, N - 1), SentAt)])),
    LastReply = lists:max([Start | [At || {_, At} <- Answered]]),
    % n requests fill n slots of 1/rate: a server that keeps up achieves the offered rate
    Achieved = N / ((LastReply - Start) / 1.0e9 + 1 / Rate),
    {N, io_lib:format("p50=~b p90=~b p99=~b p99.9=~b max=~b achieved=~.6f lateness.p50=~b lateness.p99=~b",
                      [at_per_mille(Latencies, 500), at_per_mille(Latencies, 900), at_per_mille(Latencies, 990),
                       at_per_mille(Latencies, 999), highest_equivalent(element(N, Latencies)), Achieved,
                       at_per_mille(Lateness, 500), at_per_mille(Lateness, 990)])}.

%% HdrHistogram's getValueAtPercentile over sorted values: the value of rank ceil(PerMille/1000 x n) (at least 1),
%% as its bucket's highest equivalent value.
at_per_mille(Sorted, PerMille) ->
    Rank = max(1, (PerMille * tuple_size(Sorted) + 999) div 1000),
    highest_equivalent(element(Rank, Sorted)).

%% The highest value HdrHistogram (3 significant digits, lowest value 1) counts as equal to V: below 2048 each
%% value is its own; above, buckets of 2^(bit length - 11) values.
highest_equivalent(V) when V =< 0 -> 0;
highest_equivalent(V) ->
    case bit_length(V, 0) - 11 of
        Shift when Shift =< 0 -> V;
        Shift -> ((V bsr Shift) bsl Shift) + (1 bsl Shift) - 1
    end.

bit_length(0, Bits) -> Bits;
bit_length(V, Bits) -> bit_length(V bsr 1, Bits + 1).

%% ---- sieve: a generator and a pipeline of filters, one per prime, the tail making the filter for each new prime ----

%% The generator sends 3..sieveLimit-1, then the end (0), to the filter for 2. Each filter reports, on the end, its
%% prime, the next filter's prime (none at the tail), and the numbers it received and dropped, then forwards the end.
%% The driver follows that chain of reports from 2 to the tail, so a missing one shows at once. It links to the
%% generator and each filter links itself to it; it traps exits during the op, so a crash reaches it as an 'EXIT',
%% and so does each end.
sieve({W, _, _} = Op, #{sieveLimit := Limit, sieve := {Primes, PrimeSum, Expected}}) ->
    Driver = self(),
    process_flag(trap_exit, true),
    First = filter_start(Driver, ?FIRST_PRIME),
    spawn_link(fun() -> generate(First, ?FIRST_PRIME + 1, Limit) end),
    {Reports, Ended} = sieve_reports(Op, ?FIRST_PRIME, #{}, 0),
    ok = sieve_ended(Op, map_size(Reports) + 1 - Ended),
    process_flag(trap_exit, false),
    Strays = [Prime || Prime <- maps:keys(Reports), not maps:is_key(Prime, Expected)],
    Strays == [] orelse invalid(W, "~b filters were made for numbers that are not primes below the limit, the first"
                                   " for ~b", [length(Strays), lists:min(Strays)]),
    Found = map_size(Reports),
    Sum = lists:sum(maps:keys(Reports)),
    Found == Primes andalso Sum == PrimeSum orelse
        invalid(W, "~b primes found (their sum ~b), expected ~b (sum ~b)", [Found, Sum, Primes, PrimeSum]),
    [check_filter(W, Prime, maps:get(Prime, Expected), Counts) || {Prime, Counts} <- lists:sort(maps:to_list(Reports))],
    ok.

check_filter(_, _, {R, D}, {_, R, D}) -> ok;
check_filter(W, Prime, {ER, ED}, {_, R, D}) ->
    invalid(W, "the filter for ~b received ~b numbers and dropped ~b, expected ~b and ~b", [Prime, R, D, ER, ED]).

generate(First, N, Limit) when N >= Limit ->
    First ! ?SIEVE_END;
generate(First, N, Limit) ->
    generated(N) andalso (First ! N),
    generate(First, N + 1, Limit).

%% A filter's queue may hold most of the numbers at once (the generator outruns the pipeline): kept off its heap.
filter_start(Driver, Prime) ->
    spawn_opt(fun() -> link(Driver), filter(Driver, Prime, none, none, 0, 0) end, [{message_queue_data, off_heap}]).

filter(Driver, Prime, Next, NextPrime, Received, Dropped) ->
    receive
        ?SIEVE_END ->
            Driver ! {filter, Prime, NextPrime, Received, Dropped},
            Next == none orelse (Next ! ?SIEVE_END),
            ok;
        N when N rem Prime == 0 ->
            filter(Driver, Prime, Next, NextPrime, Received + 1, Dropped + 1);
        N when Next == none ->
            filter(Driver, Prime, filter_start(Driver, N), N, Received + 1, Dropped);
        N ->
            Next ! N,
            filter(Driver, Prime, Next, NextPrime, Received + 1, Dropped)
    end.

%% The filters' reports, prime => {next prime, received, dropped}, once the chain from Prime reaches the tail's, and
%% how many processes have ended meanwhile.
sieve_reports(Op, Prime, Reports, Ended) ->
    case Reports of
        #{Prime := {none, _, _}} -> {Reports, Ended};
        #{Prime := {Next, _, _}} when is_integer(Next), Next > Prime -> sieve_reports(Op, Next, Reports, Ended);
        #{Prime := {Next, _, _}} ->
            invalid(element(1, Op), "the filter for ~b named ~0p as the next, not a larger number", [Prime, Next]);
        _ ->
            case sieve_next(Op) of
                {filter, Reported, Next, R, D} -> sieve_reports(Op, Prime, Reports#{Reported => {Next, R, D}}, Ended);
                ended -> sieve_reports(Op, Prime, Reports, Ended + 1);
                Other -> invalid(element(1, Op), "expected a filter's report, got ~0p", [Other])
            end
    end.

%% Waits for the ends of the generator and every filter that reported (their 'EXIT's, in any order).
sieve_ended(_, 0) -> ok;
sieve_ended({W, _, _} = Op, Left) ->
    case sieve_next(Op) of
        ended -> sieve_ended(Op, Left - 1);
        Other -> invalid(W, "expected the end of the generator and the filters, got ~0p", [Other])
    end.

%% next/1 for a process that traps exits: an 'EXIT' that is not normal fails the op; a normal one is an end.
sieve_next({W, S, Deadline}) ->
    Left = max(0, Deadline - erlang:monotonic_time(millisecond)),
    receive
        {'EXIT', _, normal} -> ended;
        {'EXIT', _, Reason} -> invalid(W, "a process of the op ended with ~0p", [Reason]);
        Message -> Message
    after Left ->
        invalid(W, "op timed out after ~b s", [S])
    end.

%% The primes below Limit, their sum, and per prime the numbers its filter receives and drops, as the JVM's
%% SieveWorkload: filter p receives the n in [3, Limit), n =/= p, whose smallest prime factor is at least p, and
%% drops those whose smallest factor is p. From a smallest-prime-factor sieve, once per process.
sieve_expected(Limit) ->
    Smallest = atomics:new(Limit, [{signed, false}]), % index n: n's smallest prime factor, 0 until found
    [mark_multiples(Smallest, N, N, Limit) || N <- lists:seq(2, Limit - 1), atomics:get(Smallest, N) == 0],
    WithFactor = atomics:new(Limit, [{signed, false}]), % index p: the numbers 3..Limit-1 whose smallest factor is p
    [atomics:add(WithFactor, atomics:get(Smallest, N), 1) || N <- lists:seq(3, Limit - 1)],
    Primes = [N || N <- lists:seq(2, Limit - 1), atomics:get(Smallest, N) == N],
    {Expected, _} = lists:foldl(fun(P, {Map, AtLeast}) ->
                                        With = atomics:get(WithFactor, P),
                                        Sent = if P >= 3 -> 1; true -> 0 end, % the generator sends every prime from 3
                                        {Map#{P => {AtLeast + With - Sent, With - Sent}}, AtLeast + With}
                                end, {#{}, 0}, lists:reverse(Primes)),
    {length(Primes), lists:sum(Primes), Expected}.

mark_multiples(_, _, M, Limit) when M >= Limit -> ok;
mark_multiples(Smallest, N, M, Limit) ->
    atomics:get(Smallest, M) == 0 andalso atomics:put(Smallest, M, N),
    mark_multiples(Smallest, N, M + N, Limit).

%% ---- select: selectSources sources each send 1..selectMessages, in order, to one collector's one mailbox ----

%% Erlang processes have no channels: the collector's one mailbox is what a process receives from many with.
select({W, _, _} = Op, #{selectSources := N, selectMessages := M}) ->
    Driver = self(),
    Collector = start(fun() -> select_collector(Driver, N * M, 0, #{}, {0, none}) end, [{message_queue_data, off_heap}]),
    [start(fun() -> source(Collector, S, 1, M) end) || S <- lists:seq(0, N - 1)],
    {selected, Received, Tally, {OutOfOrder, First}} = report(W, selected, finish(Op, N + 1)),
    Received == N * M orelse invalid(W, "the collector got ~b messages, expected ~b", [Received, N * M]),
    Sum = M * (M + 1) div 2,
    [case maps:get(S, Tally, {0, 0, 0}) of
         {M, Sum, _} -> ok;
         {C, T, _} -> invalid(W, "source ~b was credited with ~b messages summing to ~b, expected ~b summing to ~b",
                              [S, C, T, M, Sum])
     end || S <- lists:seq(0, N - 1)],
    map_size(Tally) == N orelse invalid(W, "messages credited to sources ~w, but the sources are 0 to ~b",
                                        [maps:keys(Tally) -- lists:seq(0, N - 1), N - 1]),
    OutOfOrder == 0 orelse invalid(W, "~b messages came out of their source's order, the first: ~s", [OutOfOrder, First]).

source(_, _, I, M) when I > M -> ok;
source(Collector, S, I, M) ->
    Collector ! {S, select_number(S, I)},
    source(Collector, S, I + 1, M).

%% Per source {count, sum, last number}; a number that is not its source's last + 1 is out of order.
select_collector(Driver, Total, Total, Tally, Misses) ->
    Driver ! {selected, Total, Tally, Misses};
select_collector(Driver, Total, Received, Tally, Misses) ->
    receive
        {S, I} ->
            {C, Sum, Last} = maps:get(S, Tally, {0, 0, 0}),
            Misses1 = if I == Last + 1 -> Misses;
                         true -> miss(Misses, "source ~b's ~b came after its ~b", [S, I, Last])
                      end,
            select_collector(Driver, Total, Received + 1, Tally#{S => {C + 1, Sum + I, I}}, Misses1)
    end.

%% ---- big: bigActors actors ping peers from their own sequences, one ping at a time, and pong every ping ----

%% A ping is its id (actor a's k-th: a * bigPings + k), a pong is -(id + 1): one small integer each. Each actor keeps
%% its pong count in a shared atomics array, so the receiver of a ping can check that its sender had exactly k pongs
%% (the JVM's BigTally reads the sender's count the same way). An actor with all its pongs tells the driver and keeps
%% answering pings; once all have, the driver stops them and takes their tallies. Each actor reads its peers from the
%% sequences computed once per process (persistent_term: read in place, not copied). Computed per ping, the 64-bit
%% hash would cost Erlang's big-integer arithmetic, about as much as a message; the JVM's costs a few nanoseconds.
big({W, _, _} = Op, #{bigActors := N, bigPings := K, big := {Counts, Sums}}) ->
    Driver = self(),
    Pongs = atomics:new(N, [{signed, false}]),
    Actors = [start(fun() -> big_actor(Driver, A, K, Pongs) end) || A <- lists:seq(0, N - 1)],
    Peers = list_to_tuple(Actors),
    [Actor ! {peers, Peers} || Actor <- Actors],
    ok = big_finished(Op, N),
    [Actor ! stop || Actor <- Actors],
    Tallies = maps:from_list([{A, T} || {big, A, T} <- finish(Op, N)]),
    map_size(Tallies) == N orelse invalid(W, "tallies for ~b actors, expected ~b", [map_size(Tallies), N]),
    [check_actor(W, A, maps:get(A, Tallies), K, element(A + 1, Counts), element(A + 1, Sums))
     || A <- lists:seq(0, N - 1)],
    Misses = [Miss || {_, {_, _, _, {M, _} = Miss}} <- maps:to_list(Tallies), M > 0],
    Misses == [] orelse invalid(W, "~b pings or pongs were out of sequence, the first: ~s",
                                [lists:sum([M || {M, _} <- Misses]), element(2, hd(Misses))]).

check_actor(W, A, {Pings, PingSum, Pongs, _}, K, Count, Sum) ->
    Pongs == K orelse invalid(W, "actor ~b got ~b pongs, expected ~b", [A, Pongs, K]),
    Pings == Count andalso PingSum == Sum orelse
        invalid(W, "actor ~b received ~b pings with ids summing to ~b, expected ~b summing to ~b (from every actor's"
                   " peer sequence)", [A, Pings, PingSum, Count, Sum]).

big_finished(_, 0) -> ok;
big_finished({W, _, _} = Op, Left) ->
    case next(Op) of
        {finished, _} -> big_finished(Op, Left - 1);
        Other -> invalid(W, "expected every actor's last pong, got ~0p", [Other])
    end.

%% Pings may come before the peers: they wait in the mailbox for the selective receive.
big_actor(Driver, Me, K, Pongs) ->
    Sequence = element(Me + 1, persistent_term:get(?BIG_PEERS)),
    receive
        {peers, Peers} ->
            element(element(1, Sequence) + 1, Peers) ! Me * K,
            big_loop({Driver, Me, Sequence, K, Pongs, Peers}, 0, 0, 0, {0, none})
    end.

big_loop({Driver, Me, Sequence, K, Pongs, Peers} = A, Pinged, PingSum, Ponged, Misses) ->
    receive
        Ping when is_integer(Ping), Ping >= 0 ->
            Sender = Ping div K,
            Had = atomics:get(Pongs, Sender + 1),
            Misses1 = if Had == Ping rem K -> Misses;
                         true -> miss(Misses, "actor ~b's ping ~b came when it had ~b pongs: it did not wait for the"
                                              " pong of its last ping", [Sender, Ping rem K, Had])
                      end,
            element(Sender + 1, Peers) ! -(pong_id(Me, Ping) + 1),
            big_loop(A, Pinged + 1, PingSum + Ping, Ponged, Misses1);
        Pong when is_integer(Pong) ->
            Due = Me * K + Ponged,
            Misses1 = if -Pong - 1 == Due -> Misses;
                         true -> miss(Misses, "actor ~b got the pong for ping ~b when ~b was due", [Me, -Pong - 1, Due])
                      end,
            Next = Ponged + 1,
            atomics:put(Pongs, Me + 1, Next),
            if Next < K -> element(element(Next + 1, Sequence) + 1, Peers) ! Me * K + Next;
               true -> Driver ! {finished, Me}
            end,
            big_loop(A, Pinged, PingSum, Next, Misses1);
        stop ->
            Driver ! {big, Me, {Pinged, PingSum, Ponged, Misses}}
    end.

-define(MASK64, 16#FFFFFFFFFFFFFFFF).

%% The JVM's BigWorkload.peer: a splitmix64 hash of (actor << 32 | k) in unsigned 64-bit arithmetic, then a peer
%% other than the actor itself.
peer(A, K, N) ->
    Z0 = ((A bsl 32) bor K + 16#9E3779B97F4A7C15) band ?MASK64,
    Z1 = ((Z0 bxor (Z0 bsr 30)) * 16#BF58476D1CE4E5B9) band ?MASK64,
    Z2 = ((Z1 bxor (Z1 bsr 27)) * 16#94D049BB133111EB) band ?MASK64,
    Z3 = Z2 bxor (Z2 bsr 31),
    (A + 1 + Z3 rem (N - 1)) rem N.

%% The runner's bigPeerCheck, from this program's sequences: the sum of peer(a, k) x (a x bigPings + k + 1), mod 2^64.
peer_check(Peers, K) ->
    lists:sum([element(I + 1, element(A + 1, Peers)) * (A * K + I + 1)
               || A <- lists:seq(0, tuple_size(Peers) - 1), I <- lists:seq(0, K - 1)]) band ?MASK64.

%% Per actor, the pings it receives and the sum of their ids, from every actor's sequence: two tuples, once per
%% process.
big_expected(Peers, N, K) ->
    Counts = atomics:new(N, [{signed, false}]),
    Sums = atomics:new(N, [{signed, false}]),
    [begin To = element(I + 1, element(A + 1, Peers)) + 1, atomics:add(Counts, To, 1), atomics:add(Sums, To, A * K + I) end
     || A <- lists:seq(0, N - 1), I <- lists:seq(0, K - 1)],
    {list_to_tuple([atomics:get(Counts, A) || A <- lists:seq(1, N)]),
     list_to_tuple([atomics:get(Sums, A) || A <- lists:seq(1, N)])}.

%% ---- the fault build (erlc -DRINGSIDE_FAULT): one plausible bug per workload, which validation must catch ----

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

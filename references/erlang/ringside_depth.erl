%% Ring's and pingpong's receives at stackDepth > 0: each made that many calls deep, and one of them per op checked.
-module(ringside_depth).
-export([deep_receive/2, depth_check/2, checked_call/2, at_check/3, depth_seen/1, check_depth/5]).
-import(ringside_lib, [invalid/3]).

%% The depth check is made at one of the checked process's first this many receives (the JVM's StackDepthWitness).
-define(FIRST_CALLS, 16).

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
    length(binary:matches(Dump, <<"(ringside_depth:deep_receive/2 ">>)).

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

(ns ringside.clojure.workloads.at-depth
  "The send at a stack depth that ring's workers and both ping-pong parties make: a put! from a recursive fn."
  (:require [clojure.core.async :refer [put!]])
  (:import (ringside.workload StackDepthWitness)))

(set! *warn-on-reflection* true)

(defn sender-at-depth
  "A fn of one value that puts it into `ch` from `frames` calls deep in a recursive fn, each a small frame (Clojure
  eliminates no tail call: only loop/recur reuses a frame). Made once per worker. A go block parks only in its own
  body, never inside a fn it calls, so what goes deep is the send, as an actor's: put!, core.async's put for code
  that must not park. It never waits: a buffered channel with room takes the value at once, an unbuffered one hands
  it to a parked taker or keeps it as a pending put. The recursion is a named fn closing over the worker's witness,
  number and channel, so each level is a frame of one method (a defn would alternate invoke and invokeStatic)."
  [frames ^StackDepthWitness witness me ch]
  (let [me (int me)
        frames (long frames)]
    (letfn [(put-at [left v]
              (if (zero? (long left))
                (do (.atDepth witness me)
                    (put! ch v))
                (put-at (dec (long left)) v)))]
      (fn [v] (put-at frames v)))))

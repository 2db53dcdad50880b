(ns ringside.clojure.runtime
  "The workloads as core.async users write them, a namespace per workload (ringside.clojure.workloads.ring, ...):
  every worker a go block parking on its own channel (<!), sending with >!, ended by closing its channel (a take from
  a closed, drained channel gives nil). Every inbox is made by the runtime's `inbox` function (see inbox-maker): a
  channel with a fixed buffer of `mailbox` (core.async has no unbounded buffer, by design: a sender that finds it
  full parks), or an unbuffered one, where every put waits for its taker. An op's future completes once every go
  block of the op has ended: each go returns a channel that closes when its block ends, and one more go block takes
  from all of them (workloads.op/when-all-ended). Where a send must not park (big, and every send at a stack depth),
  it is a put! instead (see workloads.big and workloads.at-depth)."
  (:require [clojure.core.async :refer [go chan]]
            [ringside.clojure.dispatch :as dispatch]
            [ringside.clojure.workloads.big :as big]
            [ringside.clojure.workloads.contention :as contention]
            [ringside.clojure.workloads.fan-out :as fan-out]
            [ringside.clojure.workloads.footprint :as footprint]
            [ringside.clojure.workloads.latency :as latency]
            [ringside.clojure.workloads.op :refer [when-all-ended]]
            [ringside.clojure.workloads.ping-pong :as ping-pong]
            [ringside.clojure.workloads.ring :as ring]
            [ringside.clojure.workloads.select :as select]
            [ringside.clojure.workloads.sieve :as sieve]
            [ringside.clojure.workloads.spawn :as spawn])
  (:import (java.util ArrayList Optional)
           (java.util.concurrent ConcurrentHashMap ExecutorService)
           (ringside.contract OsThread VariantRuntime)))

(set! *warn-on-reflection* true)

(def mailbox
  "Every inbox's bound: (chan 1024), a fixed buffer. 1024 is core.async's own limit on puts (and takes) pending on
  one channel (impl/MAX-QUEUE-SIZE); a sender that finds the buffer full parks until there is room."
  1024)

(defn- inbox-maker
  "How the runtime makes every inbox: \"buffered\", (chan mailbox); \"unbuffered\", (chan), core.async's default
  channel, a handoff: a put parks until a taker takes it. No workload puts into its own inbox (a ring has at least
  two workers), which an unbuffered channel would deadlock."
  [kind]
  (case kind
    "buffered" #(chan mailbox)
    "unbuffered" #(chan)))

(defn- carrier-threads
  "Busy go blocks, so that every thread of the pool gets work; the names of the OS threads that ran them (for a
  virtual thread, its carrier's)."
  [tasks]
  (let [names (ConcurrentHashMap/newKeySet)
        blocks (ArrayList.)]
    (dotimes [_ tasks]
      (.add blocks
            (go
              (let [end (+ (System/nanoTime) 2000000)]
                (while (< (System/nanoTime) end)
                  (Thread/onSpinWait)))
              (.add names (OsThread/currentName)))))
    (.get (when-all-ended blocks (constantly names)))
    (Optional/of names)))

(defn start
  "A runtime whose go blocks run on an executor of its own (see dispatch/executor: `executor` is \"pool\" or
  \"virtual\"), shut down by close, every inbox made as `inbox` says (\"buffered\" or \"unbuffered\", see
  inbox-maker)."
  ^VariantRuntime [executor inbox parallelism]
  (let [inbox (inbox-maker inbox)
        ^ExecutorService pool (dispatch/start-pool! (keyword executor) parallelism)]
    (reify VariantRuntime
      (ring [_ w] (ring/ring inbox w))
      (pingPong [_ check] (ping-pong/ping-pong inbox check))
      (fanOut [_ w] (fan-out/fan-out inbox w))
      (contention [_ tally] (contention/contention inbox tally))
      (sieve [_ tally] (sieve/sieve inbox tally))
      (select [_ tally] (select/select inbox tally))
      (big [_ tally] (big/big inbox tally))
      (spawn [_ root] (spawn/spawn root))
      (idleActors [_ tally] (footprint/idle-actors inbox tally))
      (latency [_ recorder] (latency/latency inbox recorder))
      (carrierThreads [_ tasks] (carrier-threads tasks))
      (close [_] (dispatch/stop-pool! pool)))))

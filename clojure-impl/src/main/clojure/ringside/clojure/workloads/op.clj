(ns ringside.clojure.workloads.op
  "What the workloads' ops share: an op's future (when-all-ended), the Java tallies' loops (each), a start a go
  block waits for (opened), and the refusal of more senders into one channel than core.async allows
  (beyond-pending-puts)."
  (:require [clojure.core.async :as async :refer [go <! put!]]
            [clojure.core.async.impl.protocols :as impl])
  (:import (java.util List)
           (java.util.concurrent CompletableFuture)
           (java.util.function IntConsumer)))

(set! *warn-on-reflection* true)

(defn when-all-ended
  "A future completed with (result) once every go block of `blocks` has ended (its channel closed)."
  ^CompletableFuture [^List blocks result]
  (let [f (CompletableFuture.)]
    (go
      (loop [i 0]
        (when (< i (.size blocks))
          (<! (.get blocks i))
          (recur (inc i))))
      (try
        (.complete f (result))
        (catch Throwable t
          (.completeExceptionally f t))))
    f))

(defn beyond-pending-puts
  "Refuses more senders into one channel than core.async allows puts pending on it (impl/MAX-QUEUE-SIZE): past it,
  a put throws an AssertionError inside its go block and the op would hang until its timeout. Every sender may
  have a put pending at once, whatever the buffer. nil when `senders` is within the limit."
  [parameter senders]
  (when (> (long senders) impl/MAX-QUEUE-SIZE)
    (CompletableFuture/failedFuture
      (IllegalArgumentException.
        (str parameter ": " senders "; accepted with core.async: at most " impl/MAX-QUEUE-SIZE ", its limit on"
             " puts pending on one channel (every sender may put into one channel at once here)")))))

(defn each
  "An IntConsumer for the Java tallies' creating loops."
  ^IntConsumer [f]
  (reify IntConsumer (accept [_ i] (f i))))

(defn opened
  "A channel that gets a value when `stage`, the one a sender's or source's start report returns, completes: the go
  block parks on it. The stage is complete at once outside the TCK's hold, so only a held block parks here."
  [^CompletableFuture stage]
  (let [c (async/promise-chan)]
    (.thenRun stage (reify Runnable (run [_] (put! c true))))
    c))

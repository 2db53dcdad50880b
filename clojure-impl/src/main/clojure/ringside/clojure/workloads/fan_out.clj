(ns ringside.clojure.workloads.fan-out
  "Fan-out: a producer go block deals numbers to worker go blocks, each on its own channel, which put them into one
  collector's channel."
  (:require [clojure.core.async :refer [go <! >! close!]]
            [ringside.clojure.workloads.op :refer [beyond-pending-puts each when-all-ended]])
  (:import (java.util ArrayList)
           (ringside.workload FanOutResult FanOutWorkload StartWitness)))

(set! *warn-on-reflection* true)

(defn- fan-out-op
  "Every worker puts into the collector's one channel (so fan-out checks beyond-pending-puts first)."
  [inbox ^FanOutWorkload w]
  (let [n (.fanOutWorkers w)
        m (long (.fanOutMessages w))
        inboxes (vec (repeatedly n inbox))
        collector (inbox)
        counts (long-array n)
        sums (long-array n)
        collected (volatile! 0)
        sum (volatile! 0)
        ^StartWitness witness (.workers w)
        blocks (ArrayList. (+ n 2))]
    (.add blocks
          (go ; producer
            (loop [x 1]
              (when (<= x m)
                (>! (inboxes (.workerFor w x)) x)
                (recur (inc x))))
            (run! close! inboxes)))
    (.create witness
             (each (fn [me]
                     (let [mine (inboxes me)]
                       (.add blocks
                             (go
                               (.started witness me)
                               (loop []
                                 (when-some [x (<! mine)]
                                   (aset counts me (inc (aget counts me)))
                                   (aset sums me (+ (aget sums me) (long x)))
                                   (>! collector (FanOutWorkload/transform (long x)))
                                   (recur)))))))))
    (.add blocks
          (go ; collector
            (loop [i 0 total 0]
              (if (< i m)
                (recur (inc i) (+ total (long (<! collector))))
                (do (vreset! collected i)
                    (vreset! sum total))))))
    (when-all-ended blocks #(FanOutResult. @collected @sum counts sums (.report witness)))))

(defn fan-out [inbox ^FanOutWorkload w]
  (or (beyond-pending-puts "fanOutWorkers" (.fanOutWorkers w))
      (fan-out-op inbox w)))

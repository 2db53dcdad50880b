(ns ringside.clojure.workloads.select
  "Select: every source a go block on a channel of its own, the collector taking from all of them with alts!."
  (:require [clojure.core.async :refer [go <! >! alts!]]
            [ringside.clojure.workloads.op :refer [each opened when-all-ended]])
  (:import (java.util ArrayList)
           (ringside.workload SelectTally SelectWorkload)))

(set! *warn-on-reflection* true)

(defn select
  "Every source a go block putting its numbers into a channel of its own; the collector a go block taking from all
  of them at once with alts!, one message per alts! (core.async picks among the ready channels at random). Each
  channel has one sender, so core.async's limit on pending puts is never near."
  [inbox ^SelectTally tally]
  (let [w (.workload tally)
        n (.selectSources w)
        m (long (.selectMessages w))
        sources (vec (repeatedly n inbox))
        blocks (ArrayList. (inc n))]
    (.add blocks
          (go ; collector
            (loop []
              (let [[message _] (alts! sources)]
                (when-not (.add tally (long message))
                  (recur))))))
    (.createSources tally
                    (each (fn [s]
                            (let [mine (sources s)]
                              (.add blocks
                                    (go
                                      (let [stage (.sourceStarted tally (int s))]
                                        (when-not (.isDone stage)
                                          (<! (opened stage))))
                                      (loop [i 1]
                                        (when (<= i m)
                                          (>! mine (SelectWorkload/message (int s) i))
                                          (recur (inc i))))))))))
    (when-all-ended blocks (constantly nil))))

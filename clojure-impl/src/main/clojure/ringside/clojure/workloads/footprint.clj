(ns ringside.clojure.workloads.footprint
  "Footprint: idle actors, each a go block parked on its own channel until the one value the benchmark thread puts."
  (:require [clojure.core.async :refer [go <! >!!]]
            [ringside.clojure.workloads.op :refer [each when-all-ended]])
  (:import (java.util ArrayList)
           (ringside.workload FootprintTally)))

(set! *warn-on-reflection* true)

(defn idle-actors
  "Each actor a go block parked in <! on its own channel; the benchmark thread puts each its index (>!!)."
  [inbox ^FootprintTally tally]
  (let [w (.workload tally)
        n (.footprintActors w)
        inboxes (object-array n)
        blocks (ArrayList. n)]
    (.createActors tally
                   (each (fn [me]
                           (let [mine (inbox)]
                             (aset inboxes me mine)
                             (.add blocks
                                   (go
                                     (.waiting tally)
                                     (.received tally me (int (<! mine)))))))))
    (.whenAllWaiting tally
                     (fn [] (dotimes [i n] (>!! (aget inboxes i) i)))
                     (when-all-ended blocks (constantly w)))))

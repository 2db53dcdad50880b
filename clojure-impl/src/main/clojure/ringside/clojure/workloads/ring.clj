(ns ringside.clojure.workloads.ring
  "Ring: a go block per member parking on its own channel, passing the count one hop on; at a stack depth, each send
  made deep (sender-at-depth)."
  (:require [clojure.core.async :refer [go <! >! >!! close!]]
            [ringside.clojure.workloads.at-depth :refer [sender-at-depth]]
            [ringside.clojure.workloads.op :refer [each when-all-ended]])
  (:import (java.util ArrayList)
           (ringside.workload RingResult RingWorkload StartWitness)))

(set! *warn-on-reflection* true)

(defn ring [inbox ^RingWorkload w]
  (let [n (.workerCount w)
        frames (.stackDepth w)
        inboxes (vec (repeatedly n inbox))
        counts (long-array n)
        ended-by (volatile! -1)
        ^StartWitness witness (.workers w)
        depth (.stackDepthWitness w)
        blocks (ArrayList. n)]
    (.create witness
             (each (fn [me]
                     (let [mine (inboxes me)
                           next (inboxes (mod (inc me) n))
                           send-deep (when (pos? frames) (sender-at-depth frames depth me next))]
                       (.add blocks
                             (if (zero? frames)
                               (go
                                 (.started witness me)
                                 (loop []
                                   (when-some [v (<! mine)]
                                     (aset counts me (inc (aget counts me)))
                                     (if (zero? (long v))
                                       (do (vreset! ended-by me)
                                           (run! close! inboxes))
                                       (do (>! next (dec (long v)))
                                           (recur))))))
                               (go ; the same worker, its send made `frames` calls deep
                                 (.started witness me)
                                 (loop []
                                   (when-some [v (<! mine)]
                                     (aset counts me (inc (aget counts me)))
                                     (if (zero? (long v))
                                       (do (vreset! ended-by me)
                                           (run! close! inboxes))
                                       (do (send-deep (dec (long v)))
                                           (recur))))))))))))
    (>!! (inboxes 0) (.ringSize w))
    (when-all-ended blocks #(RingResult. (int @ended-by) counts (.report witness) (.report depth)))))

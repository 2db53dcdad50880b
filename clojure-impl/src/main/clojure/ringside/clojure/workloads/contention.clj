(ns ringside.clojure.workloads.contention
  "Contention: every sender a go block putting its range into one receiver go block's channel."
  (:require [clojure.core.async :refer [go <! >!]]
            [ringside.clojure.workloads.op :refer [beyond-pending-puts each opened when-all-ended]])
  (:import (java.util ArrayList)
           (ringside.workload ContentionTally ContentionWorkload)))

(set! *warn-on-reflection* true)

(defn- contention-op
  "Every sender a go block putting its range into the receiver's one channel, as fan-out's producer sends."
  [inbox ^ContentionTally tally]
  (let [w (.workload tally)
        mine (inbox)
        blocks (ArrayList.)]
    (.add blocks
          (go ; receiver
            (loop []
              (when-not (.add tally (long (<! mine)))
                (recur)))))
    (.createSenders tally
                    (each (fn [s]
                            (.add blocks
                                  (go
                                    (let [stage (.senderStarted tally s)]
                                      (when-not (.isDone stage)
                                        (<! (opened stage))))
                                    (let [first (.firstValue w s)
                                          end (+ first (.share w s))]
                                      (loop [v first]
                                        (when (< v end)
                                          (>! mine (ContentionWorkload/message s v))
                                          (recur (inc v))))))))))
    (when-all-ended blocks (constantly nil))))

(defn contention [inbox ^ContentionTally tally]
  (or (beyond-pending-puts "contentionSenders" (.contentionSenders (.workload tally)))
      (contention-op inbox tally)))

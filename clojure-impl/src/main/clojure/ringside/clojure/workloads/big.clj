(ns ringside.clojure.workloads.big
  "Big: every actor a go block on its own channel, pinging its peers and answering theirs (many-to-many), each send a
  put!."
  (:require [clojure.core.async :refer [go <! close! put!]]
            [ringside.clojure.workloads.op :refer [beyond-pending-puts each when-all-ended]])
  (:import (java.util ArrayList)
           (ringside.workload BigTally)))

(set! *warn-on-reflection* true)

(defn- big-op
  "Every actor a go block taking from its own channel; a ping is its id, a pong -(id + 1). Each send is a put!, which
  never parks: with >! two actors pinging each other through unbuffered channels would each park on the other's put
  forever. One channel can have a put pending from every actor at once: a ping from each other actor and the pong
  for its own ping (so big checks beyond-pending-puts first). The last actor to finish closes every channel, which
  ends the actors: by then no message is in flight."
  [inbox ^BigTally tally]
  (let [w (.workload tally)
        n (.bigActors w)
        pings (.bigPings w)
        inboxes (vec (repeatedly n inbox))
        blocks (ArrayList. n)]
    (.createActors tally
                   (each (fn [a]
                           (let [me (int a)
                                 mine (inboxes me)]
                             (.add blocks
                                   (go
                                     (.actorStarted tally me)
                                     (put! (inboxes (.peer w me 0)) (.ping w me 0))
                                     (loop []
                                       (when-some [m (<! mine)]
                                         (let [m (long m)]
                                           (if (>= m 0)
                                             (do (.pingReceived tally me m)
                                                 (put! (inboxes (.senderOf w m)) (- (inc m))))
                                             (let [next (.pongReceived tally me (- (inc m)))]
                                               (cond
                                                 (< next pings) (put! (inboxes (.peer w me next)) (.ping w me next))
                                                 (.actorFinished tally me) (run! close! inboxes)))))
                                         (recur)))))))))
    (when-all-ended blocks (constantly nil))))

(defn big [inbox ^BigTally tally]
  (or (beyond-pending-puts "bigActors" (.bigActors (.workload tally)))
      (big-op inbox tally)))

(ns ringside.clojure.workloads.latency
  "Latency: a server go block and a receiver go block, each on its own channel, sent requests on a schedule by the
  pacer's thread."
  (:require [clojure.core.async :refer [go <! >! >!! close!]]
            [ringside.clojure.workloads.op :refer [each when-all-ended]])
  (:import (java.util ArrayList)
           (java.util.concurrent CompletableFuture)
           (ringside.workload LatencyClient LatencyRecorder)))

(set! *warn-on-reflection* true)

(defn latency
  "The server a go block answering each request with its id on the reply channel, the receiver another recording
  each reply. The pacer's thread puts the requests (>!!); closing the request channel ends the server, which closes
  the reply channel and so ends the receiver."
  [inbox ^LatencyRecorder recorder]
  (let [requests (inbox)
        replies (inbox)
        blocks (ArrayList. 2)]
    (.add blocks
          (go ; server
            (loop []
              (if-some [id (<! requests)]
                (do (>! replies id)
                    (recur))
                (close! replies)))))
    (.add blocks
          (go ; receiver
            (loop []
              (when-some [id (<! replies)]
                (.replied recorder (int id))
                (recur)))))
    (CompletableFuture/completedFuture
      (LatencyClient/of (each (fn [id] (>!! requests id)))
                        (fn [] (close! requests))
                        (when-all-ended blocks (constantly recorder))))))

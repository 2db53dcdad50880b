(ns ringside.clojure.workloads.ping-pong
  "Ping-pong: a pinger and a ponger go block, each parking on its own channel; at a stack depth, each send made deep
  (sender-at-depth)."
  (:require [clojure.core.async :refer [go <! >! close!]]
            [ringside.clojure.workloads.at-depth :refer [sender-at-depth]]
            [ringside.clojure.workloads.op :refer [when-all-ended]])
  (:import (java.util ArrayList)
           (ringside.workload PingPongCheck)))

(set! *warn-on-reflection* true)

(defn ping-pong [inbox ^PingPongCheck check]
  (let [w (.workload check)
        pings (inbox)
        pongs (inbox)
        frames (.stackDepth w)
        depth (.depth check)
        blocks (ArrayList. 2)]
    (.createParties check
                    (fn []
                      (if (zero? frames)
                        (do
                          (.add blocks
                                (go ; ponger
                                  (.pongerStarted check)
                                  (loop []
                                    (when-some [seq (<! pings)]
                                      (.pingReceived check (int seq))
                                      (>! pongs seq)
                                      (recur)))))
                          (.add blocks
                                (go ; pinger
                                  (.pingerStarted check)
                                  (dotimes [_ (.pingPongCount w)]
                                    (>! pings (.nextPing check))
                                    (.pongReceived check (int (<! pongs))))
                                  (close! pings))))
                        (let [pong-deep (sender-at-depth frames depth PingPongCheck/PONGER pongs)
                              ping-deep (sender-at-depth frames depth PingPongCheck/PINGER pings)]
                          ; the same parties, each send made `frames` calls deep
                          (.add blocks
                                (go ; ponger
                                  (.pongerStarted check)
                                  (loop []
                                    (when-some [seq (<! pings)]
                                      (.pingReceived check (int seq))
                                      (pong-deep seq)
                                      (recur)))))
                          (.add blocks
                                (go ; pinger
                                  (.pingerStarted check)
                                  (dotimes [_ (.pingPongCount w)]
                                    (ping-deep (.nextPing check))
                                    (.pongReceived check (int (<! pongs))))
                                  (close! pings)))))))
    (when-all-ended blocks (constantly nil))))
